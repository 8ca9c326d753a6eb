import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { themeIsVisibleToUser } from '../access/confidentiality.ts';

const NO_SEARCH = sql<string | null>`NULL::text`.as('search');

/**
 * Users with notifications on an item the posts cite or on a saved search they match, once per post and
 * user; `search` names a matching saved search (docs/product.md §8.6), null when only items match.
 */
export function notifiedReaders(db: Db, postIds: string[]) {
  const byContact = db
    .selectFrom('post_contacts as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'contact').onRef('s.item_id', '=', 'cited.contact_id'),
    )
    .select(['cited.post_id', 's.user_id', NO_SEARCH])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true);
  const byEntity = db
    .selectFrom('post_entities as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'entity').onRef('s.item_id', '=', 'cited.entity_id'),
    )
    .select(['cited.post_id', 's.user_id', NO_SEARCH])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true);
  // A theme counts when cited or above a cited theme; themes are at most three levels deep, so a
  // theme's ancestors are its parent and its root. A theme the user may not see does not count.
  const byTheme = db
    .selectFrom('post_themes as cited')
    .innerJoin('themes as leaf', 'leaf.id', 'cited.theme_id')
    .innerJoin('themes', (join) =>
      join.on((eb) =>
        eb('themes.id', 'in', [eb.ref('leaf.id'), eb.ref('leaf.parent_id'), eb.ref('leaf.root_id')]),
      ),
    )
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'theme').onRef('s.item_id', '=', 'themes.id'),
    )
    .select(['cited.post_id', 's.user_id', NO_SEARCH])
    .where(idIn('cited.post_id', postIds))
    .where('s.notification_enabled', '=', true)
    .where(themeIsVisibleToUser('s.user_id'));
  // Each new post is matched against every notified saved search: one @@ per search, on its parsed query.
  const bySearch = db
    .selectFrom('posts as matched')
    .innerJoin('saved_searches as s', (join) => join.on(sql<boolean>`matched.search_vector @@ s.ts_query`))
    .select(['matched.id as post_id', 's.user_id', sql<string | null>`s.query`.as('search')])
    .where(idIn('matched.id', postIds))
    .where('s.notification_enabled', '=', true)
    .where(sql<boolean>`(s.post_type IS NULL OR s.post_type = matched.type)`);
  return db
    .selectFrom(byContact.unionAll(byEntity).unionAll(byTheme).unionAll(bySearch).as('notified'))
    .select((eb) => ['notified.post_id', 'notified.user_id', eb.fn.max('notified.search').as('search')])
    .groupBy(['notified.post_id', 'notified.user_id']);
}
