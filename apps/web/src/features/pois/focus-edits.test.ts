import { describe, expect, it } from 'vitest';
import {
  changesToSend,
  editsByTypeReducer,
  effective,
  type FocusEditAction,
  type FocusKind,
  focusEditsReducer,
  NO_EDITS_BY_TYPE,
  NO_FOCUS_EDITS,
} from './focus-edits.ts';

const OFF = { id: 'a', focus_enabled: false, notification_enabled: false };
const ON = { id: 'b', focus_enabled: true, notification_enabled: true };
const ITEMS = [OFF, ON];

const toggle = (kind: FocusKind, id: string, current: boolean): FocusEditAction => ({
  type: 'toggle',
  kind,
  id,
  current,
});
const apply = (actions: FocusEditAction[]) => actions.reduce(focusEditsReducer, NO_FOCUS_EDITS);

describe('focus edits', () => {
  it.each([
    { case: 'nothing toggled', actions: [], focus: [], notify: [] },
    {
      case: 'an item that is off toggled once is set',
      actions: [toggle('focus', 'a', false)],
      focus: [{ id: 'a', flag: 'set' }],
      notify: [],
    },
    {
      case: 'toggled twice, nothing to send',
      actions: [toggle('focus', 'a', false), toggle('focus', 'a', false)],
      focus: [],
      notify: [],
    },
    {
      case: 'an item that is on toggled once is unset',
      actions: [toggle('notify', 'b', true)],
      focus: [],
      notify: [{ id: 'b', flag: 'unset' }],
    },
    {
      case: 'set then unset of two items, each kind in its list',
      actions: [toggle('notify', 'a', false), toggle('focus', 'b', true)],
      focus: [{ id: 'b', flag: 'unset' }],
      notify: [{ id: 'a', flag: 'set' }],
    },
  ])('$case', ({ actions, focus, notify }) => {
    expect(changesToSend(apply(actions), ITEMS)).toEqual({ focus, notify });
  });

  it('moves an item between the pending lists, the unset list counting as off', () => {
    const once = apply([toggle('focus', 'b', true)]);
    expect(once.focus.unset.has('b')).toBe(true);
    expect(once.focus.set.has('b')).toBe(false);
    expect(effective(once, 'focus', 'b', true)).toBe(false);
    expect(effective(once, 'notify', 'b', true)).toBe(true);

    const twice = focusEditsReducer(once, toggle('focus', 'b', true));
    expect(twice.focus.set.has('b')).toBe(true);
    expect(twice.focus.unset.has('b')).toBe(false);
    expect(effective(twice, 'focus', 'b', true)).toBe(true);
  });

  it('lists focus changes before notification changes', () => {
    const state = apply([toggle('notify', 'a', false), toggle('focus', 'a', false)]);
    expect(Object.keys(changesToSend(state, ITEMS))).toEqual(['focus', 'notify']);
  });

  it('forgets every pending change on reset', () => {
    const state = focusEditsReducer(apply([toggle('focus', 'a', false)]), { type: 'reset' });
    expect(changesToSend(state, ITEMS)).toEqual({ focus: [], notify: [] });
  });

  it('keeps each item type its own pending lists', () => {
    const state = editsByTypeReducer(NO_EDITS_BY_TYPE, {
      type: 'theme',
      action: toggle('focus', 'a', false),
    });
    expect(changesToSend(state.theme, ITEMS).focus).toEqual([{ id: 'a', flag: 'set' }]);
    expect(changesToSend(state.contact, ITEMS).focus).toEqual([]);
    expect(editsByTypeReducer(state, 'reset')).toBe(NO_EDITS_BY_TYPE);
  });
});
