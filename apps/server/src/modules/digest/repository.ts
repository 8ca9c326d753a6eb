import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { themeIsVisible } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { citing } from '../posts/citing.ts';
import { focusedBy } from '../posts/focused.ts';

/** The newest `limit` posts of the viewer's focus feed published after `since`, newest first. */
export async function focusPostsSince(db: Db, viewer: Viewer, since: Date, limit: number) {
  const focus = citing(db, viewer, focusedBy(viewer), [], { position: undefined, limit });
  const rows = await db
    .selectFrom(focus.as('focus'))
    .select('focus.id')
    .where('focus.publish_date', '>', since)
    .orderBy('focus.publish_date', 'desc')
    .orderBy('focus.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

export interface Membership {
  kind: 'contact' | 'entity' | 'theme' | 'search';
  item_id: string;
  post_id: string;
}

/** Which of the viewer's focused items and saved searches bring each post into their focus feed. */
export function membershipsOf(db: Db, viewer: Viewer, postIds: string[]): Promise<Membership[]> {
  const contacts = db
    .selectFrom('post_contacts as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'contact').onRef('s.item_id', '=', 'cited.contact_id'),
    )
    .select([sql<Membership['kind']>`'contact'`.as('kind'), 's.item_id', 'cited.post_id'])
    .where('s.user_id', '=', viewer.id)
    .where('s.focus_enabled', '=', true)
    .where(idIn('cited.post_id', postIds));
  const entities = db
    .selectFrom('post_entities as cited')
    .innerJoin('item_settings as s', (join) =>
      join.on('s.item_type', '=', 'entity').onRef('s.item_id', '=', 'cited.entity_id'),
    )
    .select([sql<Membership['kind']>`'entity'`.as('kind'), 's.item_id', 'cited.post_id'])
    .where('s.user_id', '=', viewer.id)
    .where('s.focus_enabled', '=', true)
    .where(idIn('cited.post_id', postIds));
  // A followed theme brings the posts citing it or a theme below it that the viewer may see.
  const themes = db
    .selectFrom('post_themes as cited')
    .innerJoin('themes', 'themes.id', 'cited.theme_id')
    .innerJoin('item_settings as s', (join) =>
      join
        .on('s.item_type', '=', 'theme')
        .on((eb) =>
          eb('s.item_id', 'in', [eb.ref('themes.id'), eb.ref('themes.parent_id'), eb.ref('themes.root_id')]),
        ),
    )
    .select([sql<Membership['kind']>`'theme'`.as('kind'), 's.item_id', 'cited.post_id'])
    .where('s.user_id', '=', viewer.id)
    .where('s.focus_enabled', '=', true)
    .where(themeIsVisible(viewer))
    .where(idIn('cited.post_id', postIds));
  const searches = db
    .selectFrom('posts as matched')
    .innerJoin('saved_searches as s', (join) => join.on(sql<boolean>`matched.search_vector @@ s.ts_query`))
    .select([sql<Membership['kind']>`'search'`.as('kind'), 's.id as item_id', 'matched.id as post_id'])
    .where('s.user_id', '=', viewer.id)
    .where('s.focus_enabled', '=', true)
    .where(sql<boolean>`(s.post_type IS NULL OR s.post_type = matched.type)`)
    .where(idIn('matched.id', postIds));
  return contacts.union(entities).union(themes).union(searches).execute();
}

export const savedSearchNames = (db: Db, userId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('saved_searches')
        .select(['id', 'query'])
        .where('user_id', '=', userId)
        .where(idIn('id', ids))
        .orderBy('query')
        .execute();
