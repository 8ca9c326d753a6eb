import { type Kysely, sql } from 'kysely';

const POSITIONS = `('committed','supportive','hesitant','neutral','passive','opponent','contrarian','adversary')`;
const POSITION_CHECK = (column: string) => `${column} text CHECK (${column} IN ${POSITIONS})`;

/**
 * Stances with their history (docs/product.md §10.9.9): every change an editor makes to a contact's or an
 * entity's stance on a theme, and the language of each push device, so a stance drift is pushed in the
 * language its app shows. The actor has no foreign key, as in the audit log: history outlives accounts.
 */
const statements = [
  `CREATE TABLE stance_changes (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     theme_id char(24) NOT NULL REFERENCES themes ON DELETE CASCADE,
     contact_id char(24) REFERENCES contacts ON DELETE CASCADE,
     entity_id char(24) REFERENCES entities ON DELETE CASCADE,
     ${POSITION_CHECK('from_position')},
     ${POSITION_CHECK('to_position')},
     post_id char(24) REFERENCES posts ON DELETE SET NULL,
     actor_id char(24) NOT NULL,
     changed_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((contact_id IS NULL) <> (entity_id IS NULL)))`,
  `CREATE INDEX stance_changes_theme ON stance_changes (theme_id, id DESC)`,
  `CREATE INDEX stance_changes_contact ON stance_changes (contact_id, id DESC) WHERE contact_id IS NOT NULL`,
  `CREATE INDEX stance_changes_entity ON stance_changes (entity_id, id DESC) WHERE entity_id IS NOT NULL`,
  `CREATE INDEX stance_changes_post ON stance_changes (post_id) WHERE post_id IS NOT NULL`,
  `CREATE INDEX theme_grid_nodes_contact ON theme_grid_nodes (contact_id) WHERE contact_id IS NOT NULL`,
  `CREATE INDEX theme_grid_nodes_entity ON theme_grid_nodes (entity_id) WHERE entity_id IS NOT NULL`,
  `ALTER TABLE push_subscriptions ADD COLUMN lang text NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr','en'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
