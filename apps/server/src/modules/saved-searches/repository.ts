import type { PostType } from '@vigie/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export type FlagColumn = 'focus_enabled' | 'notification_enabled';

const COLUMNS = ['id', 'query', 'post_type', 'focus_enabled', 'notification_enabled'] as const;

export const listSaved = (db: Db, userId: string) =>
  db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export async function countSaved(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Saves a search focused; saving it again focuses the saved one. `tsQuery` is posts/search.ts's text. */
export const insertSaved = (
  db: Db,
  search: { id: string; userId: string; query: string; type: PostType | null; tsQuery: string },
) =>
  db
    .insertInto('saved_searches')
    .values({
      id: search.id,
      user_id: search.userId,
      query: search.query,
      post_type: search.type,
      ts_query: sql<string>`to_tsquery('fr_unaccent', ${search.tsQuery})`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'query', 'post_type']).doUpdateSet({ focus_enabled: true }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

export async function deleteSaved(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Sets one flag of the user's saved search; nothing when it is not theirs. */
export function saveFlag(db: Db, userId: string, id: string, column: FlagColumn, value: boolean) {
  const flag: Partial<Record<FlagColumn, boolean>> = {};
  flag[column] = value;
  return db
    .updateTable('saved_searches')
    .set(flag)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'focus_enabled', 'notification_enabled'])
    .executeTakeFirst();
}
