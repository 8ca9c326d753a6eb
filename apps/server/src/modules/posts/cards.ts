import type { PostCard } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { SerializedJson } from '../../http/serialized-json.ts';
import { storedCard, visiblePosts } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';

/** Visible posts, before any selection: every feed narrows this. */
export type PostFilter = ReturnType<typeof visiblePosts>;

/**
 * The cards of the posts a query keeps, as the JSON text stored per post (migration
 * 2026-12-01-post-cards): a page reads one row per post, with nothing rendered per request.
 */
export function selectCardRows(query: PostFilter, viewer: Viewer) {
  return query
    .innerJoin('post_cards', 'post_cards.post_id', 'posts.id')
    .select(['posts.id', 'posts.publish_date', storedCard(viewer).as('card')]);
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCardRows>['execute']>>[number];

export const toCard = (row: CardRow): PostCard => JSON.parse(row.card) as PostCard;

/** A page of cards and what follows it, as a feed route sends it. */
export interface CardPage {
  /** The cards' JSON, comma-separated. */
  cards: string;
  /** The posts shown, in order. */
  ids: readonly string[];
  cursor: string | false;
}

/**
 * An answer showing posts, as JSON joined from their stored cards rather than parsed and serialised
 * again: the triggers' cards are checked against the contract by test/modules/post-cards.test.ts.
 * `postIds` are the posts whose comment count it shows (modules/read-cache).
 */
export class PostsJson extends SerializedJson {
  constructor(
    json: string,
    readonly postIds: readonly string[],
  ) {
    super(json);
  }
}

/** A feed page's answer; `extra` adds fields beside `data` and `cursor`. */
export function pageJson({ cards, ids, cursor }: CardPage, extra?: Record<string, unknown>): PostsJson {
  const more = extra ? `,${JSON.stringify(extra).slice(1, -1)}` : '';
  return new PostsJson(`{"data":[${cards}],"cursor":${JSON.stringify(cursor)}${more}}`, ids);
}

/** A card with more fields: a post's page. */
export const cardWith = (row: CardRow, fields: Record<string, unknown>): PostsJson =>
  new PostsJson(`${row.card.slice(0, -1)},${JSON.stringify(fields).slice(1)}`, [row.id]);

/** The card rows of the given posts the viewer may see, in the given order. */
export async function loadCardRows(db: Db, viewer: Viewer, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCardRows(visiblePosts(db, viewer).where(idIn('posts.id', ids)), viewer).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of the given posts the viewer may see, in the given order. */
export const loadCards = async (db: Db, viewer: Viewer, ids: readonly string[]): Promise<PostCard[]> =>
  (await loadCardRows(db, viewer, ids)).map(toCard);
