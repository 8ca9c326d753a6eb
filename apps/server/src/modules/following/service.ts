import type { Flag, FocusSuggestion, ItemSetting, ItemType } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { suggestionViewer } from '../access/confidentiality.ts';
import type { Viewer } from '../access/viewer.ts';
import { findItems, type RefOf, refEntry, refName } from '../items/repository.ts';
import { topItems } from '../trends/repository.ts';
import * as repo from './repository.ts';
import * as suggestions from './suggestions.ts';

const NAMES: Record<ItemType, string> = { contact: 'Contact', entity: 'Entity', theme: 'Theme' };

/** The viewer's followed items of one kind, each under its poi_<kind> key. */
export async function listFollowed<K extends ItemType>(db: Db, viewer: Viewer, kind: K) {
  return (await repo.listFollowed(db, viewer, kind)).map(({ ref, ...setting }) => ({
    ...setting,
    // Kysely cannot resolve a selected column's type for a generic kind; the subquery fixes it per kind.
    ...refEntry(kind, ref as RefOf[K]),
  }));
}

/**
 * Turns one flag on (answering the settings) or off (answering nothing) for an item the viewer
 * may see. Repeating either changes nothing.
 */
export async function toggle(
  db: Db,
  viewer: Viewer,
  kind: ItemType,
  itemId: string,
  column: repo.FlagColumn,
  flag: Flag,
): Promise<ItemSetting | undefined> {
  const setting = await repo.saveVisibleFlag(db, viewer, kind, itemId, column, flag === 'set');
  if (!setting) throw notFound(NAMES[kind]);
  return flag === 'set' ? setting : undefined;
}

/** docs/product.md §2.11.1: how many items a reader with an empty focus is offered. */
export const SUGGESTIONS = 6;
/** The trends window suggestions are drawn from. */
const TREND_DAYS = 7;
const KINDS: readonly ItemType[] = ['theme', 'contact', 'entity'];

/** Items of one kind to offer, those colleagues follow most first, then this week's most cited; none followed. */
async function candidates(db: Db, viewer: Viewer, kind: ItemType): Promise<FocusSuggestion[]> {
  const [followed, mine, trending] = await Promise.all([
    suggestions.mostFollowed(db, viewer, kind, SUGGESTIONS),
    suggestions.focusedIds(db, viewer.id, kind),
    topItems(db, viewer, kind, TREND_DAYS, SUGGESTIONS * 2),
  ]);
  const refs = await findItems(
    db,
    viewer,
    kind,
    followed.map((row) => row.id),
  );
  const offered = [
    ...refs
      .sort(
        (a, b) => followed.findIndex((row) => row.id === a.id) - followed.findIndex((row) => row.id === b.id),
      )
      .map(({ ref }) => ({ ref, reason: 'colleagues' as const })),
    ...trending.map(({ ref }) => ({ ref, reason: 'trend' as const })),
  ];
  const seen = new Set(mine);
  const result: FocusSuggestion[] = [];
  for (const { ref, reason } of offered) {
    if (seen.has(ref.id)) continue;
    seen.add(ref.id);
    result.push({ type: kind, id: ref.id, name: refName(ref), img: 'img' in ref ? ref.img : null, reason });
  }
  return result;
}

/** Up to SUGGESTIONS items the viewer does not focus yet, themes, contacts and entities in turn. */
export async function suggest(db: Db, viewer: Viewer): Promise<FocusSuggestion[]> {
  const asked = suggestionViewer(viewer);
  const perKind = await Promise.all(KINDS.map((kind) => candidates(db, asked, kind)));
  const longest = Math.max(...perKind.map((list) => list.length));
  const inTurn = Array.from({ length: longest }, (_, rank) => perKind.flatMap((list) => list[rank] ?? []));
  return inTurn.flat().slice(0, SUGGESTIONS);
}
