import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CountScope } from '../modules/trends/refresh.ts';
import type { ParsedImport } from './import-schema.ts';

/**
 * The items whose all-time totals an import may change: those its posts cite now, those they cited
 * before it, and its themes (whose restriction may have changed).
 */
export async function countScopeOf(db: Db, file: ParsedImport): Promise<CountScope> {
  const postIds = file.posts.map((post) => post.id);
  const before = async (table: 'post_contacts' | 'post_entities' | 'post_themes', column: string) => {
    if (postIds.length === 0) return [];
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`${sql.ref(column)}`.as('id'))
      .where('post_id', 'in', postIds)
      .execute();
    return rows.map((row) => row.id);
  };
  const union = (...lists: string[][]) => [...new Set(lists.flat())];
  return {
    contacts: union(await before('post_contacts', 'contact_id'), ...file.posts.map((p) => p.contacts)),
    entities: union(await before('post_entities', 'entity_id'), ...file.posts.map((p) => p.entities)),
    themes: union(
      await before('post_themes', 'theme_id'),
      ...file.posts.map((p) => p.themes),
      file.themes.map((t) => t.id),
    ),
  };
}
