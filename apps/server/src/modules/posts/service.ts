import type { PostType } from '@vigie/contract';
import type { AliasedExpression, Expression } from 'kysely';
import { CompiledShapes } from '../../db/compiled-shapes.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { toComment } from '../comments/service.ts';
import { type CardPage, cardWith, type PostFilter, type PostsJson, pageJson } from './cards.ts';
import { type CitedItems, type CitingWay, citing, type FeedWindow } from './citing.ts';
import { decodeCursor } from './cursor.ts';
import * as repo from './repository.ts';
import { rareTermKeys, searchKeys, toTsQuery } from './search.ts';

export interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The feed statements, compiled once per shape (db/compiled-shapes.ts). */
const feedStatements = new CompiledShapes();

/**
 * A feed's posts, as a filter built from the feed's own values (the reader, the items, the author),
 * given as stand-ins: see db/compiled-shapes.ts.
 */
export interface FeedSource {
  /** What changes the statement's text besides who may see what, the cursor and the page size. */
  shape: string;
  values: readonly unknown[];
  /** The keys of the window's posts: `window.limit` of them at most, after its position. */
  keys: (reader: Viewer, values: readonly unknown[], window: FeedWindow) => Expression<repo.PostKey>;
  /** Columns read beside the page, in the same statement: a feed's header. */
  columns?: (reader: Viewer, values: readonly unknown[]) => readonly AliasedExpression<unknown, string>[];
}

/** A feed's page and the columns its source reads beside it. */
export interface FeedRow {
  page: CardPage;
  columns: Record<string, unknown>;
}

/**
 * A newest-first page of a feed in one statement. The reader, the feed's values and the cursor are the
 * statement's values; who may see what, the source's shape, whether a cursor is given and the page size
 * make its shape.
 */
export async function feedRow(
  db: Db,
  viewer: Viewer,
  source: FeedSource,
  { cursor, limit = repo.PAGE_SIZE }: PageQuery,
): Promise<FeedRow> {
  const position = decodeCursor(cursor);
  const shape = JSON.stringify([source.shape, viewer.has_confidential_access, !!position, limit]);
  const values = [viewer.id, position?.publishDate, position?.id, ...source.values];
  const statement = feedStatements.compile(db, shape, values, (open) => {
    const [id, publishDate, postId, ...own] = open;
    const reader = { ...viewer, id: id as string };
    const at = position && { publishDate: publishDate as Date, id: postId as string };
    const keys = source.keys(reader, own, { position: at, limit: limit + 1 });
    return repo.cardPageQuery(db, reader, keys, limit).select(source.columns?.(reader, own) ?? []);
  });
  const [row] = (await db.executeQuery(statement)).rows;
  const { cards, ids, last_date, last_id, count, ...columns } = row as repo.PageRow & Record<string, unknown>;
  return { page: repo.pageOfRow({ cards, ids, last_date, last_id, count }, limit), columns };
}

export const feedPage = async (
  db: Db,
  viewer: Viewer,
  source: FeedSource,
  q: PageQuery,
): Promise<PostsJson> => pageJson((await feedRow(db, viewer, source, q)).page);

/** A feed of the newest posts of a filter: the normal feed, an author's. */
const filterSource = (
  shape: string,
  values: unknown[],
  posts: (reader: Viewer, values: readonly unknown[]) => PostFilter,
): FeedSource => ({
  shape,
  values,
  keys: (reader, own, { position, limit }) => repo.newestKeys(posts(reader, own), position, limit),
});

export const normalFeed = (db: Db, viewer: Viewer, q: PageQuery): Promise<PostsJson> =>
  feedPage(
    db,
    viewer,
    filterSource('normal', [], (reader) => visiblePosts(db, reader)),
    q,
  );

export const authorFeed = (db: Db, viewer: Viewer, q: PageQuery & { author: string }): Promise<PostsJson> => {
  const posts = (reader: Viewer, [author]: readonly unknown[]) => repo.byAuthor(db, reader, author as string);
  return feedPage(db, viewer, filterSource('author', [q.author], posts), q);
};

/**
 * The posts citing `items`, read `way` (citing.ts): the cursor and page size go into the citing statement
 * itself. `shape` must name the way when it is not the default.
 */
export const citingSource = (
  db: Db,
  shape: unknown[],
  values: unknown[],
  items: (values: readonly unknown[], reader: Viewer) => CitedItems,
  types: PostType[],
  way?: CitingWay,
): FeedSource => ({
  shape: JSON.stringify(shape),
  values,
  keys: (reader, own, window) => citing(db, reader, items(own, reader), types, window, way),
});

const MAX_RARE_TERMS = 10_000;
/**
 * The terms, by audience, whose first page was last found to be their only one: read from the GIN index
 * alone (search.ts) until a read finds more than a page. Kept by each server, a hint that chooses the
 * statement, never what a page shows: a term that grows is read once from the index, then as any other.
 */
const rareTerms = new Set<string>();
const termOf = (viewer: Viewer, tsQuery: string) => `${viewer.has_confidential_access} ${tsQuery}`;

/** Whether the next search of `query` by the viewer's audience reads the GIN index alone. */
export const searchReadsIndexAlone = (viewer: Viewer, query: string): boolean =>
  rareTerms.has(termOf(viewer, toTsQuery(query) ?? ''));

/** A search without a word to look for is the normal feed. */
export async function search(db: Db, viewer: Viewer, q: PageQuery & { query: string }): Promise<PostsJson> {
  const tsQuery = toTsQuery(q.query);
  if (!tsQuery) return normalFeed(db, viewer, q);
  const term = termOf(viewer, tsQuery);
  const rare = rareTerms.has(term);
  const source: FeedSource = {
    shape: rare ? 'rare term' : 'search',
    values: [tsQuery],
    keys: (reader, [words], window) => (rare ? rareTermKeys : searchKeys)(db, reader, words, window),
  };
  const { page } = await feedRow(db, viewer, source, q);
  if (rare && page.cursor !== false) rareTerms.delete(term);
  if (!rare && !q.cursor && page.cursor === false) {
    if (rareTerms.size >= MAX_RARE_TERMS) rareTerms.clear();
    rareTerms.add(term);
  }
  return pageJson(page);
}

/** Those of `ids` the viewer may see now: a device drops the others from what it keeps offline. */
export const stillVisible = async (db: Db, viewer: Viewer, ids: string[]) => ({
  ids: await repo.visibleAmong(db, viewer, ids),
});

/** A visible post with its full text, attachments and comments; 404 otherwise. */
export async function loadPost(db: Db, viewer: Viewer, id: string): Promise<PostsJson> {
  const row = await repo.fullPost(db, viewer, id);
  if (!row) throw notFound('Post');
  return cardWith(row, {
    description: row.description,
    attachments: row.attachments.map((a) => ({ ...a, download_url: a.url })),
    comments: row.comments.map(toComment),
  });
}
