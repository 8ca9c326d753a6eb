import { type Kysely, sql } from 'kysely';

/**
 * Every write of the newsroom and accounts administration leaves one entry, in the transaction of the
 * change (modules/audit). The actor and target are kept as plain ids: the history outlives them.
 */
const statements = [
  `CREATE TABLE audit_log (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at timestamptz(3) NOT NULL DEFAULT now(),
     actor_id char(24) NOT NULL,
     action text NOT NULL,
     target_type text NOT NULL,
     target_id text NOT NULL,
     before jsonb,
     after jsonb,
     confidential boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX audit_log_target ON audit_log (target_type, target_id, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
