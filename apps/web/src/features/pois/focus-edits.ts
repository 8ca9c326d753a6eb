import type { Flag, ItemType } from '@vigie/contract';

/** What MyFocus lists: the three kinds of items, and saved searches (docs/product.md §2.11). */
export type FocusType = ItemType | 'search';

/** The two per-item flags MyFocus edits: focus, and notifications. */
export type FocusKind = 'focus' | 'notify';

/** In this order: Valider sends focus changes before notification changes. */
export const FOCUS_KINDS: readonly FocusKind[] = ['focus', 'notify'];

interface PendingLists {
  set: ReadonlySet<string>;
  unset: ReadonlySet<string>;
}

/** docs/product.md §4.9: edit mode holds its changes in pending set and unset lists until Valider. */
export type FocusEdits = Readonly<Record<FocusKind, PendingLists>>;

export type FocusEditAction =
  | { type: 'toggle'; kind: FocusKind; id: string; current: boolean }
  | { type: 'reset' };

export interface FocusSettings {
  id: string;
  focus_enabled: boolean;
  notification_enabled: boolean;
}

export interface FocusChange {
  id: string;
  flag: Flag;
}

export const NO_FOCUS_EDITS: FocusEdits = {
  focus: { set: new Set(), unset: new Set() },
  notify: { set: new Set(), unset: new Set() },
};

/** Whether a flag shows as on: a pending unset counts as off, a pending set as on, else the server's value. */
export function effective(state: FocusEdits, kind: FocusKind, id: string, current: boolean): boolean {
  const { set, unset } = state[kind];
  if (unset.has(id)) return false;
  return set.has(id) || current;
}

/** A toggle moves the item to the pending list opposite to how it shows now. */
export function focusEditsReducer(state: FocusEdits, action: FocusEditAction): FocusEdits {
  if (action.type === 'reset') return NO_FOCUS_EDITS;
  const { kind, id, current } = action;
  const set = new Set(state[kind].set);
  const unset = new Set(state[kind].unset);
  if (effective(state, kind, id, current)) {
    set.delete(id);
    unset.add(id);
  } else {
    unset.delete(id);
    set.add(id);
  }
  return { ...state, [kind]: { set, unset } };
}

/** The server's value of one flag. */
export const currentFlag = (item: FocusSettings, kind: FocusKind) =>
  kind === 'focus' ? item.focus_enabled : item.notification_enabled;

/** What Valider sends: only the items whose pending state differs from the server's. */
export function changesToSend(
  state: FocusEdits,
  items: readonly FocusSettings[],
): Record<FocusKind, FocusChange[]> {
  const changes = (kind: FocusKind) =>
    items.flatMap((item): FocusChange[] => {
      const current = currentFlag(item, kind);
      const wanted = effective(state, kind, item.id, current);
      return wanted === current ? [] : [{ id: item.id, flag: wanted ? 'set' : 'unset' }];
    });
  return { focus: changes('focus'), notify: changes('notify') };
}

/** MyFocus edits every type at once; each type keeps its own pending lists. */
export type EditsByType = Readonly<Record<FocusType, FocusEdits>>;
export type EditsByTypeAction = { type: FocusType; action: FocusEditAction } | 'reset';

export const NO_EDITS_BY_TYPE: EditsByType = {
  contact: NO_FOCUS_EDITS,
  entity: NO_FOCUS_EDITS,
  theme: NO_FOCUS_EDITS,
  search: NO_FOCUS_EDITS,
};

export const editsByTypeReducer = (edits: EditsByType, change: EditsByTypeAction): EditsByType =>
  change === 'reset'
    ? NO_EDITS_BY_TYPE
    : { ...edits, [change.type]: focusEditsReducer(edits[change.type], change.action) };
