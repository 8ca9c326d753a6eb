import { createECDH } from 'node:crypto';
import { CONFIG_KEYS, CustomFeedFilter, Id } from '@vigie/contract';
import fc from 'fast-check';
import { PASSWORD } from '../helpers/factories.ts';
import { hostileJson } from './hostile.ts';
import { arbitraryFor, type Hints, inputSchema } from './schema-arbitrary.ts';
import type { FuzzWorld } from './world.ts';

/** URLs that never leave this machine (the checks and pushes they lead to fail fast). */
const LOCAL_URLS = [
  'https://127.0.0.1:9/',
  'http://127.0.0.1:9/page?a=1#b',
  'https://localhost:9/push/abc',
  'https://[::1]:9/',
  'https://user:pw@127.0.0.1:9/',
  '/api/v1/media/0123456789abcdef01234567',
];
/** Private addresses in disguise, and URLs that are not http(s) or not URLs at all. */
const ODD_URLS = [
  'https://0.0.0.0:9/',
  'https://2130706433:9/',
  'https://[::ffff:127.0.0.1]:9/',
  'https://127.0.0.1:99999/',
  'https://',
  '//127.0.0.1:9/',
  '/\\127.0.0.1/',
  'ftp://127.0.0.1/',
  'javascript:alert(1)',
  'data:text/html,x',
];
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length });

/** Values the contract's types alone would rarely produce, and which lead deeper into the server. */
export function hintsFor(world: FuzzWorld): Hints {
  const { posts, users, contacts, entities, themes } = world.ids;
  const id = fc.oneof(fc.constantFrom(...Object.values(world.ids).flat()), fc.constant('0'.repeat(24)));
  const cited = (ids: string[]) => fc.uniqueArray(fc.constantFrom(...ids), { maxLength: ids.length });
  const time = fc.oneof(
    fc.integer({ min: -62_135_596_800_000, max: 253_402_300_799_999 }),
    fc.constantFrom(8.64e15, 8.64e15 + 1, -8.64e15, Number.MAX_SAFE_INTEGER, 1.5, -1),
  );
  const cursorParts = fc.oneof(fc.tuple(time, id), hostileJson);
  const url = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...LOCAL_URLS) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_URLS) },
  );
  const citations: Hints = {
    byKey: { contacts: cited(contacts), entities: cited(entities), themes: cited(themes) },
    byPattern: { [inputSchema(Id).pattern ?? '']: id },
  };
  const filterSchema = inputSchema(CustomFeedFilter);
  return {
    byPattern: citations.byPattern,
    byKey: {
      ...citations.byKey,
      cursor: cursorParts.map((parts) => Buffer.from(JSON.stringify(parts) ?? '').toString('base64url')),
      query: fc
        .oneof(...[false, true].map((hostile) => arbitraryFor(filterSchema, { hints: citations, hostile })))
        .map((filter) => JSON.stringify(filter)),
      email: fc.oneof(
        fc.constantFrom(...world.emails),
        fc.constantFrom(...world.emails).map((email) => ` ${email.toUpperCase()} `),
        fc.emailAddress(),
      ),
      password: fc.constant(PASSWORD),
      post_id: fc.constantFrom(...posts),
      user_id: fc.constantFrom(...users),
      author: fc.constantFrom(...users),
      publish_date: fc
        .date({ min: new Date('2000-01-01'), max: new Date(), noInvalidDate: true })
        .map((date) => date.toISOString()),
      url,
      endpoint: url,
      source_url: url,
      img: fc.oneof(fc.constant(PNG), url),
      p256dh: fc.oneof(fc.constant(realP256Key()), bytes(65).map(base64url)),
      auth: bytes(16).map(base64url),
      jid: fc.constantFrom(...users).map((userId) => `${userId}@vigie.local`),
      '*': fc.constantFrom(...CONFIG_KEYS, 'file/cgu/fr'),
    },
  };
}

/** A device key that encrypts, so that a test push gets as far as the network. */
const realP256Key = () => createECDH('prime256v1').generateKeys('base64url');
