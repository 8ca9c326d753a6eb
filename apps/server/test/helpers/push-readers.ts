import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import { newId } from '../../src/lib/ids.ts';
import { type Browser, newBrowser, type PushService } from './push-service.ts';

/**
 * `count` readers, each signed in on one browser subscribed to the local push service (`reader-<n>`,
 * with real P-256 keys): written in a few set-based statements, as an import of that many accounts
 * would be too slow.
 */
export async function addPushReaders(
  db: Db,
  service: PushService,
  count: number,
): Promise<{ browsers: Browser[]; ids: string[] }> {
  const browsers = Array.from({ length: count }, (_, n) => newBrowser(service, `reader-${n}`));
  const ids = browsers.map(() => newId());
  const sessions = browsers.map(() => randomBytes(32).toString('hex'));
  await sql`
    INSERT INTO users (id, email, password_hash, firstname, lastname)
    SELECT id, 'reader-' || n || '@bench.vigie.example', 'no password', 'Lecteur', n::text
      FROM unnest(${ids}::char(24)[]) WITH ORDINALITY AS u(id, n)`.execute(db);
  await sql`
    INSERT INTO sessions (token_hash, user_id, expires_at)
    SELECT decode(hash, 'hex'), id, now() + interval '1 day'
      FROM unnest(${sessions}::text[], ${ids}::char(24)[]) AS s(hash, id)`.execute(db);
  await sql`
    INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, session_hash)
    SELECT md5(random()::text)::char(24), id, endpoint, p256dh, auth, decode(hash, 'hex')
      FROM unnest(${ids}::char(24)[], ${browsers.map((b) => b.subscription.endpoint)}::text[],
                  ${browsers.map((b) => b.subscription.keys.p256dh)}::text[],
                  ${browsers.map((b) => b.subscription.keys.auth)}::text[], ${sessions}::text[])
           AS s(id, endpoint, p256dh, auth, hash)`.execute(db);
  return { browsers, ids };
}
