import type { Digest, DigestGroup, ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems, refName } from '../items/repository.ts';
import { loadCards } from '../posts/cards.ts';
import * as repo from './repository.ts';

/** docs/product.md §2.21: the last day's focus posts, at most this many. */
export const DIGEST_HOURS = 24;
export const DIGEST_POSTS = 50;

/** The day's focus posts under each followed item and saved search they belong to; contacts first. */
export async function digestOf(db: Db, viewer: Viewer, now = new Date()): Promise<Digest> {
  const since = new Date(now.getTime() - DIGEST_HOURS * 3_600_000);
  const ids = await repo.focusPostsSince(db, viewer, since, DIGEST_POSTS);
  const [cards, memberships] = await Promise.all([
    loadCards(db, viewer, ids),
    ids.length === 0 ? [] : repo.membershipsOf(db, viewer, ids),
  ]);
  const postsOf = (kind: DigestGroup['kind'], itemId: string) => {
    const members = new Set(
      memberships.filter((m) => m.kind === kind && m.item_id === itemId).map((m) => m.post_id),
    );
    return cards.filter((card) => members.has(card.id));
  };
  const itemIds = (kind: DigestGroup['kind']) => [
    ...new Set(memberships.filter((m) => m.kind === kind).map((m) => m.item_id)),
  ];
  const kinds: ItemType[] = ['contact', 'entity', 'theme'];
  const items = await Promise.all(kinds.map((kind) => findItems(db, viewer, kind, itemIds(kind))));
  const searches = await repo.savedSearchNames(db, viewer.id, itemIds('search'));
  const groups: DigestGroup[] = [
    ...kinds.flatMap((kind, i) =>
      (items[i] ?? []).map((item) => ({
        kind,
        id: item.id,
        name: refName(item.ref),
        posts: postsOf(kind, item.id),
      })),
    ),
    ...searches.map((s) => ({
      kind: 'search' as const,
      id: s.id,
      name: s.query,
      posts: postsOf('search', s.id),
    })),
  ];
  return { since: since.toISOString(), groups: groups.filter((group) => group.posts.length > 0) };
}
