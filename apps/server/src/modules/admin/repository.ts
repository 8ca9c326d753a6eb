import type { PostStatus } from '@vigie/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { idIn } from '../../db/id-lists.ts';
import { newsroomPosts, themeIsVisible, visibleThemes } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import type { FeedPosition } from '../posts/cursor.ts';
import { parsedQuery } from '../posts/search.ts';

/** Those of `ids` naming a theme the viewer may see. */
export async function visibleThemeIds(db: Db, viewer: Viewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await visibleThemes(db, viewer).select('themes.id').where(idIn('themes.id', ids)).execute();
  return new Set(rows.map((row) => row.id));
}

/** The restricted themes a post cites that the viewer may not see: an edit by them keeps these. */
export async function hiddenThemeIds(db: Db, viewer: Viewer, postId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('post_themes')
    .innerJoin('themes', 'themes.id', 'post_themes.theme_id')
    .select('themes.id')
    .where('post_themes.post_id', '=', postId)
    .where((eb) => eb.not(themeIsVisible(viewer)(eb)))
    .execute();
  return rows.map((row) => row.id);
}

type Posts = ExpressionBuilder<Database, 'posts'>;

const status = sql<PostStatus>`CASE WHEN posts.retracted_at IS NOT NULL THEN 'retracted'
  WHEN NOT posts.is_published THEN 'draft' WHEN posts.publish_date > now() THEN 'scheduled'
  ELSE 'published' END`;

const STATUS_IS: Record<PostStatus, (eb: Posts) => ReturnType<Posts['and']>> = {
  draft: (eb) => eb.and([eb('posts.is_published', '=', false), eb('posts.retracted_at', 'is', null)]),
  retracted: (eb) => eb.and([eb('posts.retracted_at', 'is not', null)]),
  scheduled: (eb) =>
    eb.and([eb('posts.is_published', '=', true), eb('posts.publish_date', '>', sql<Date>`now()`)]),
  published: (eb) =>
    eb.and([eb('posts.is_published', '=', true), eb('posts.publish_date', '<=', sql<Date>`now()`)]),
};

const author = (eb: Posts) =>
  jsonObjectFrom(
    eb
      .selectFrom('users')
      .select(['users.id', 'users.firstname', 'users.lastname', 'users.username', 'users.img'])
      .whereRef('users.id', '=', 'posts.author_id'),
  ).as('author');

/** Posts as the newsroom lists them: keys, state and author. */
function summaries(db: Db, viewer: Viewer) {
  return newsroomPosts(db, viewer).select((eb) => [
    'posts.id',
    'posts.version',
    'posts.title',
    'posts.type',
    'posts.publish_date',
    'posts.confidential',
    'posts.edited_at',
    status.as('status'),
    author(eb),
  ]);
}

export interface NewsroomFilter {
  status?: PostStatus;
  type?: Database['posts']['type'];
  author?: string;
  tsQuery?: string;
  after?: FeedPosition;
  limit: number;
}

/** The newsroom's posts matching the filter, newest first by (publish_date, id) after the cursor. */
export async function newsroomPage(db: Db, viewer: Viewer, filter: NewsroomFilter) {
  let query = summaries(db, viewer);
  if (filter.status) query = query.where(STATUS_IS[filter.status]);
  if (filter.type) query = query.where('posts.type', '=', filter.type);
  if (filter.author) query = query.where('posts.author_id', '=', filter.author);
  if (filter.tsQuery)
    query = query.where(sql<boolean>`posts.search_vector @@ ${parsedQuery(filter.tsQuery)}`);
  const { after } = filter;
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('posts.publish_date', 'posts.id'), '<', eb.tuple(after.publishDate, after.id)),
    );
  return query
    .orderBy('posts.publish_date', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** One post with every field an editor edits; its themes are those the viewer may see. */
export async function editablePost(db: Db, viewer: Viewer, id: string) {
  const cited = (table: 'post_contacts' | 'post_entities', column: 'contact_id' | 'entity_id') =>
    sql<string[]>`coalesce((SELECT array_agg(${sql.ref(column)}::text ORDER BY position)
      FROM ${sql.table(table)} WHERE post_id = posts.id), '{}')`;
  return summaries(db, viewer)
    .select((eb) => [
      'posts.summary',
      'posts.description',
      'posts.img',
      'posts.geo',
      'posts.source_name',
      'posts.source_url',
      'posts.source_flag',
      'posts.inserted_at',
      'posts.retracted_at',
      'posts.is_published',
      cited('post_contacts', 'contact_id').as('contacts'),
      cited('post_entities', 'entity_id').as('entities'),
      eb
        .selectFrom('post_themes')
        .innerJoin('themes', 'themes.id', 'post_themes.theme_id')
        .select(
          sql<string[]>`coalesce(array_agg(themes.id::text ORDER BY post_themes.position), '{}')`.as('ids'),
        )
        .whereRef('post_themes.post_id', '=', 'posts.id')
        .where(themeIsVisible(viewer))
        .as('themes'),
      sql<{ filename: string; url: string }[]>`coalesce((SELECT json_agg(json_build_object(
        'filename', filename, 'url', url) ORDER BY position) FROM attachments WHERE post_id = posts.id), '[]')`.as(
        'attachments',
      ),
    ])
    .where('posts.id', '=', id)
    .executeTakeFirst();
}
export type EditableRow = NonNullable<Awaited<ReturnType<typeof editablePost>>>;

/**
 * Takes the next version of a post if `version` is still its own (and it is not retracted), locking it
 * until the transaction ends: of two edits from one version, the second finds none. Answers the state it
 * had, or undefined.
 */
export async function takeVersion(trx: Db, id: string, version: number) {
  return trx
    .updateTable('posts')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('retracted_at', 'is', null)
    .returning([status.as('status')])
    .executeTakeFirst();
}

export async function markCorrected(trx: Db, id: string): Promise<void> {
  await trx.updateTable('posts').set({ edited_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Withdraws a post from readers for good; its citations follow (foreign key on is_published). */
export async function retract(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('posts')
    .set((eb) => ({ is_published: false, retracted_at: sql<Date>`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('retracted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
