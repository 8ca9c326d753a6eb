import { type Kysely, sql } from 'kysely';
import { refreshFunction } from './2026-12-02-focus-sets.ts';
import { share } from './2026-12-06-focus-share.ts';

/**
 * A reader's focus lists are computed once: the share read them again, walking the theme tree and the
 * settings a second time. An upsert of a setting fires the update trigger as well as the insert's, with
 * no reader to refresh, and such a call now returns at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(refreshFunction('CREATE OR REPLACE FUNCTION', `, share = ${share}`, true)).execute(db);
}
