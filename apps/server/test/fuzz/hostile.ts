import fc from 'fast-check';

/** What PostgreSQL, UTF-8 encoders and URL decoders choke on. */
const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ufeff', '\u202e', '\uffff'];
const TRICKY_TEXT = [
  '',
  ' ',
  '\ud83d\ude00',
  '0',
  '-1',
  'null',
  'true',
  'NaN',
  '[]',
  '{}',
  '%00',
  '%',
  '..',
  '__proto__',
];
const SQLISH = ["'; DROP TABLE posts; --", '\\', "%' OR '1'='1", '$1', '::text'];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 8.64e15 + 1, Number.MIN_VALUE, -0, 0.5];

const nested = (depth: number, leaf: unknown = null): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
};

/** Characters of any plane, with NULs and lone surrogates mixed in. */
const anyCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0085', '\u2028') },
);
export const hostileText = fc.oneof(
  fc.constantFrom(...BAD_TEXT, ...TRICKY_TEXT, ...SQLISH),
  fc.string({ unit: anyCharacter, maxLength: 40 }),
  fc.constant('é'.repeat(10_001)),
);

/** A JSON value of any type or shape: wrong types, huge numbers, bad text, deep nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HUGE_NUMBERS, true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }).map((depth) => nested(depth)) },
);

/** Percent-encodes text, lone surrogates included (as their three WTF-8 bytes, which no decoder accepts). */
export function percentEncode(text: string): string {
  if (!/\p{Surrogate}/u.test(text)) return encodeURIComponent(text);
  let encoded = '';
  // Iterating by code point, a lone surrogate comes out alone, where encodeURIComponent would throw.
  for (const character of text) {
    const code = character.charCodeAt(0);
    const lone = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
    encoded += lone
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(character);
  }
  return encoded;
}

/** Path segments and query parts as they travel: already percent-encoded, or badly. */
export const hostileEncoded = fc.oneof(
  hostileText.map(percentEncode),
  fc.constantFrom(
    '%',
    '%0',
    '%zz',
    '%00',
    '%ED%A0%80',
    '%FF%FE',
    '%C0%AF',
    '%2e%2e',
    '%2F',
    '%252F',
    '+',
    '%20',
  ),
  fc.constantFrom(101, 5000).map((length) => 'a'.repeat(length)),
);

const OVERSIZE = 'x'.repeat(2 * 1024 * 1024 + 1);

/** Request bodies that are not JSON, or JSON no parser should accept as a value. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    '',
    '{',
    '[',
    '"',
    '{"a":',
    'nul',
    '1e999',
    '-',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\ufeff{}',
    '{"a":1,"a":2}',
    '"\\ud800"',
    '"\\u0000"',
    OVERSIZE,
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);
