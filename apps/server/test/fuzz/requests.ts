import { API_PREFIX, type RouteDef } from '@vigie/contract';
import fc from 'fast-check';
import { SESSION_COOKIE } from '../../src/modules/auth/session-cookie.ts';
import { hostileEncoded, hostileJson, hostileRawBody, percentEncode } from './hostile.ts';
import { arbitraryFor, type Hints, inputSchema, type JsonSchema } from './schema-arbitrary.ts';
import type { ClientName } from './world.ts';

export interface FuzzRequest {
  client: ClientName;
  /** Sent instead of the client's session. */
  forgedCookie: string | undefined;
  method: RouteDef['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const PARAM = /:(\w+)|\*/g;
const JSON_TYPE = { 'content-type': 'application/json' };
const OTHER_TYPES: Record<string, string>[] = [
  {},
  { 'content-type': 'text/plain' },
  { 'content-type': 'text/plain', 'x-requested-with': 'XMLHttpRequest' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
];
const FORGED_COOKIES = ['', 'a'.repeat(200), '%00', 'a; vigie_session=b', '"x"'].map(
  (value) => `${SESSION_COOKIE}=${value}`,
);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** One request to `def`, as any of the clients, with any part of it hostile or of the contract's shape. */
export function requestFor(def: RouteDef, hints: Hints): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      // Signed out, a route that needs a session answers 406 whatever the input: fewer tries suffice.
      client: fc.oneof(
        { weight: 1, arbitrary: fc.constant<ClientName>('anonymous') },
        { weight: 4, arbitrary: fc.constantFrom<ClientName>('reader', 'insider') },
      ),
      forgedCookie: fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...FORGED_COOKIES) },
      ),
      path: pathFor(def, hints),
      query: queryFor(def, hints),
      body: bodyFor(def, hints),
    })
    .map(({ client, forgedCookie, path, query, body }) => ({
      client,
      forgedCookie,
      method: def.method,
      url: `${API_PREFIX}${path}${query ? `?${query}` : ''}`,
      headers: { accept: 'application/json', ...body.headers },
      payload: body.payload,
    }));
}

function pathFor(def: RouteDef, hints: Hints): fc.Arbitrary<string> {
  const names = [...def.path.matchAll(PARAM)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(def.path);
  const properties = def.params ? (inputSchema(def.params).properties ?? {}) : {};
  const encoded = (schema: JsonSchema, name: string, hostile: boolean) =>
    arbitraryFor(schema, { hints, hostile }, name).map(asText).map(percentEncode);
  const segment = (name: string, schema: JsonSchema = {}) =>
    fc.oneof(
      { weight: 3, arbitrary: encoded(schema, name, false) },
      { weight: 1, arbitrary: encoded(schema, name, true) },
      { weight: 1, arbitrary: hostileEncoded },
    );
  const segments = fc.record(
    Object.fromEntries(names.map((name) => [name, segment(name, properties[name])])),
  );
  return segments.map((values) =>
    def.path.replace(PARAM, (_, name: string | undefined) => values[name ?? '*'] ?? ''),
  );
}

/** The contract's fields (missing, repeated or of another type at times), then raw extras. */
function queryFor(def: RouteDef, hints: Hints): fc.Arbitrary<string> {
  const schema: JsonSchema = def.querystring ? inputSchema(def.querystring) : { type: 'object' };
  const keys = Object.keys(schema.properties ?? {});
  const fields = fc
    .oneof(arbitraryFor(schema, { hints, hostile: false }), arbitraryFor(schema, { hints, hostile: true }))
    .map(encodeFields);
  const key = fc.oneof(
    fc.constantFrom(...keys, '__proto__', 'constructor[prototype]', 'a[b]'),
    hostileEncoded,
  );
  const extra = fc.tuple(key, hostileEncoded).map(([name, value]) => `${name}=${value}`);
  return fc
    .tuple(fields, fc.array(extra, { maxLength: 2 }))
    .map(([encoded, extras]) => [encoded, ...extras].filter(Boolean).join('&'));
}

function encodeFields(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return percentEncode(asText(value));
  return Object.entries(value)
    .flatMap(([key, field]) =>
      (Array.isArray(field) ? field : [field]).map(
        (item) => `${percentEncode(key)}=${percentEncode(asText(item))}`,
      ),
    )
    .join('&');
}

type Body = { headers: Record<string, string>; payload: string | Buffer | undefined };

function bodyFor(def: RouteDef, hints: Hints): fc.Arbitrary<Body> {
  if (def.method === 'GET') return fc.constant({ headers: {}, payload: undefined });
  const schema = def.body ? inputSchema(def.body) : {};
  const json = (value: unknown): Body => ({ headers: JSON_TYPE, payload: JSON.stringify(value) ?? '' });
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFor(schema, { hints, hostile: false }).map(json) },
    { weight: 4, arbitrary: arbitraryFor(schema, { hints, hostile: true }).map(json) },
    { weight: 1, arbitrary: hostileRawBody.map((payload) => ({ headers: JSON_TYPE, payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), fc.oneof(hostileRawBody, hostileJson.map(asText)))
        .map(([headers, payload]) => ({ headers, payload })),
    },
  );
}
