import { type Kysely, sql } from 'kysely';

/**
 * Stored cards (migration 2026-12-01-post-cards) are kept in ASCII, every other character written as a JSON
 * \u escape. The server joins them into answers as text: a string of French with a ’ or a … in it is held by
 * V8 in two bytes per character and decoded and encoded again on its way out, where an ASCII one is
 * copied. Sent 20 times per feed page, that made a bare Fastify route answering a page of cards 2.4 times
 * slower (8,148 against 19,818 req/s). A row trigger escapes whatever a card's writer wrote.
 */
const statements = [
  `CREATE FUNCTION json_ascii(card text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
   DECLARE
     c text;
     code int;
   BEGIN
     FOR c IN SELECT DISTINCT m[1] FROM regexp_matches(card, '([^\\x01-\\x7f])', 'g') AS m LOOP
       code := ascii(c);
       card := replace(card, c, CASE WHEN code < 65536 THEN '\\u' || lpad(to_hex(code), 4, '0')
         ELSE '\\u' || to_hex(55296 + ((code - 65536) >> 10)) || '\\u' || to_hex(56320 + ((code - 65536) & 1023))
         END);
     END LOOP;
     RETURN card;
   END $$`,
  `CREATE FUNCTION post_cards_ascii() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.card := json_ascii(NEW.card);
     NEW.public_card := json_ascii(NEW.public_card);
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER post_cards_ascii BEFORE INSERT OR UPDATE ON post_cards
     FOR EACH ROW EXECUTE FUNCTION post_cards_ascii()`,
  `UPDATE post_cards SET card = card WHERE card ~ '[^\\x01-\\x7f]' OR public_card ~ '[^\\x01-\\x7f]'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
