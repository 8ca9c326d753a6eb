import { type Kysely, sql } from 'kysely';

/**
 * A comment added or deleted changes only its post's comment count, yet the cards' triggers (migration
 * 2026-12-01-post-cards) rendered the whole card again, and that was most of a comment's cost: 1.6 ms of
 * PostgreSQL's CPU per comment, 598 comments a second on two cores. Now the count alone is rewritten in
 * the stored text. A card is jsonb rendered as text, whose keys come shortest first: `comments_count`, the
 * longest, is always its last key. A card of another shape is rendered whole, as before.
 */
const COUNT_AT_END = `'"comments_count": \\d+}$'`;

const statements = [
  `CREATE FUNCTION card_with_comments_count(card text, count bigint) RETURNS text
     LANGUAGE sql IMMUTABLE STRICT AS
     $$ SELECT regexp_replace(card, ${COUNT_AT_END}, '"comments_count": ' || count || '}') $$`,
  `CREATE FUNCTION count_post_comments(ids char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     other_shape char(24)[];
   BEGIN
     -- Locked first, as refresh_post_cards does: two comments at once must both be counted.
     PERFORM 1 FROM post_cards WHERE post_id = ANY(ids) ORDER BY post_id FOR UPDATE;
     other_shape := ARRAY(SELECT post_id FROM post_cards WHERE post_id = ANY(ids) AND card !~ ${COUNT_AT_END});
     IF cardinality(other_shape) > 0 THEN
       PERFORM refresh_post_cards(other_shape);
     END IF;
     UPDATE post_cards
       SET card = card_with_comments_count(card, counted.count),
           public_card = card_with_comments_count(public_card, counted.count)
       FROM (SELECT changed.post_id,
               (SELECT count(*) FROM comments WHERE comments.post_id = changed.post_id) AS count
             FROM unnest(ids) AS changed(post_id)) counted
       WHERE post_cards.post_id = counted.post_id;
   END $$`,
  `CREATE OR REPLACE FUNCTION comments_cards_insert() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM count_post_comments(ARRAY(SELECT DISTINCT post_id FROM new_rows));
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION comments_cards_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM count_post_comments(ARRAY(SELECT DISTINCT post_id FROM old_rows));
     RETURN NULL;
   END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
