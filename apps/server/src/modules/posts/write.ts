import type { Db } from '../../db/connect.ts';
import type { Written } from '../../db/upsert.ts';
import { enqueuePostPushes } from '../push/fan-out.ts';
import type { CountScope } from '../trends/kinds.ts';
import { refreshTrendCounts } from '../trends/refresh.ts';
import { refreshCitedNames } from './cited-names.ts';
import * as repo from './write-repository.ts';

export interface StoredPosts {
  written: Written;
  /** Posts published and due whose pushes were never queued: queued now (a later date: when it comes). */
  publishedPostIds: string[];
  /** The items the posts cite, or cited before: their trend counts may change. */
  citedItems: CountScope;
}

const NO_ITEMS: CountScope = { contacts: [], entities: [], themes: [] };

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The one way posts are stored, by the editor API and the import: writes them with their citations and
 * attachments, recomputes the cited names of every post whose citations changed or that cites one of
 * `changedItems` (written beside the posts), and queues the pushes of the posts this publishes (those
 * dated later get theirs from `publishDuePosts`). Run it in
 * the transaction that stores the posts: a push goes out only for a post that is stored, and always does.
 */
export async function writePosts(
  trx: Db,
  posts: repo.PostToStore[],
  changedItems: CountScope = NO_ITEMS,
): Promise<StoredPosts> {
  const ids = posts.map((post) => post.id);
  const citedBefore = await repo.citedBy(trx, ids);
  const written = await repo.savePosts(trx, posts);
  await refreshCitedNames(trx, { posts: [...written.inserted, ...written.updated], ...changedItems });
  const publishedPostIds = await repo.claimDuePushes(trx, ids);
  await enqueuePostPushes(trx, publishedPostIds);
  return {
    written,
    publishedPostIds,
    citedItems: {
      contacts: union(citedBefore.contacts, ...posts.map((post) => post.contacts)),
      entities: union(citedBefore.entities, ...posts.map((post) => post.entities)),
      themes: union(citedBefore.themes, ...posts.map((post) => post.themes)),
    },
  };
}

/**
 * Rebuilds the all-time trend counts of the items the stored posts cite or cited, and of `themes` (whose
 * restriction an import may have changed). Run it after the commit: the rebuild reads committed rows.
 */
export async function countInTrends(db: Db, stored: StoredPosts, themes: string[] = []): Promise<void> {
  const { contacts, entities } = stored.citedItems;
  await refreshTrendCounts(db, { contacts, entities, themes: union(stored.citedItems.themes, themes) });
}
