import { type Kysely, sql } from 'kysely';

const LINKS = [
  { table: 'post_contacts', type: 'contact', column: 'contact_id' },
  { table: 'post_entities', type: 'entity', column: 'entity_id' },
  { table: 'post_themes', type: 'theme', column: 'theme_id' },
];

/**
 * The all-time trend counts of an item were a count of all its citations, redone on every post citing it:
 * the cost of publishing grew with the corpus (264–436 ms for the most cited items at 1M posts). Now the
 * citations of published posts dated up to `settled_until` are kept counted, per item, post type and
 * confidentiality (modules/trends/settled.ts), and a recount reads only the citations after it.
 *
 * The bound moves forward on the trends schedule. Any later change to a citation dated up to the bound (a
 * back-dated post, an edit, a retraction, a deletion, a merge of items, all of which write the link tables)
 * corrects the kept counts in the same statement, through these triggers. They hold lock 7461002 shared,
 * and moving the bound holds it alone, so that no change falls between the counts and the bound.
 */
const statements = [
  `CREATE TABLE settled_citations (
     item_type text NOT NULL CHECK (item_type IN ('contact','entity','theme')),
     item_id char(24) NOT NULL,
     type text NOT NULL,
     confidential boolean NOT NULL,
     n integer NOT NULL,
     PRIMARY KEY (item_type, item_id, type, confidential))`,
  `CREATE TABLE settled_citations_bound (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     settled_until timestamptz NOT NULL)`,
  `INSERT INTO settled_citations_bound (settled_until) VALUES ('-infinity')`,
  `CREATE FUNCTION settle_changed_citations() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     bound timestamptz;
     changed text := '';
     citations text := 'SELECT %I AS item_id, type, confidential, publish_date, %s AS n FROM %I WHERE is_published';
   BEGIN
     PERFORM pg_advisory_xact_lock_shared(7461002);
     SELECT settled_until INTO bound FROM settled_citations_bound;
     IF bound IS NULL OR bound = '-infinity' THEN RETURN NULL; END IF;
     IF TG_OP IN ('UPDATE', 'DELETE') THEN
       changed := format(citations, TG_ARGV[1], -1, 'old_citations');
     END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') THEN
       changed := concat_ws(' UNION ALL ', nullif(changed, ''), format(citations, TG_ARGV[1], 1, 'new_citations'));
     END IF;
     EXECUTE format('INSERT INTO settled_citations AS s (item_type, item_id, type, confidential, n)
       SELECT %L, item_id, type, confidential, sum(n) FROM (%s) c WHERE publish_date <= $1
       GROUP BY 2, 3, 4
       ON CONFLICT (item_type, item_id, type, confidential) DO UPDATE SET n = s.n + excluded.n', TG_ARGV[0], changed)
     USING bound;
     RETURN NULL;
   END $$`,
  ...LINKS.flatMap(({ table, type, column }) => [
    `CREATE TRIGGER ${table}_settle_inserts AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_citations
       FOR EACH STATEMENT EXECUTE FUNCTION settle_changed_citations('${type}', '${column}')`,
    `CREATE TRIGGER ${table}_settle_updates AFTER UPDATE ON ${table}
       REFERENCING OLD TABLE AS old_citations NEW TABLE AS new_citations
       FOR EACH STATEMENT EXECUTE FUNCTION settle_changed_citations('${type}', '${column}')`,
    `CREATE TRIGGER ${table}_settle_deletes AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_citations
       FOR EACH STATEMENT EXECUTE FUNCTION settle_changed_citations('${type}', '${column}')`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
