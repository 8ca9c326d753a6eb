import type { ItemType } from '@vigie/contract';
import { useOnline } from '../../../lib/online.ts';
import { enqueue, usePendingToggle } from '../../../lib/outbox/queue.ts';
import { PendingMark } from '../../../ui/PendingMark.tsx';
import { SET_ROUTES } from '../api/focus-lists.ts';
import { type FollowedItem, useFollowFlags, useSetFollowFlag } from '../api/follow-item.ts';
import { FOCUS_KINDS, type FocusKind } from '../focus-edits.ts';
import { FlagToggle } from './FlagToggle.tsx';

interface FollowToggleProps {
  type: ItemType;
  item: FollowedItem;
  kind: FocusKind;
  on: boolean | undefined;
  compact?: boolean;
}

/**
 * One flag, sent at each tap. Offline, or while earlier taps still wait, the tap joins the queue so that
 * taps reach the server in order (docs/product.md §4.5).
 */
function FollowToggle({ type, item, kind, on, compact }: FollowToggleProps) {
  const online = useOnline();
  const route = SET_ROUTES[type][kind];
  const pending = usePendingToggle(route, item.id);
  const setFlag = useSetFollowFlag(type);
  const shown = pending ?? on ?? false;
  const toggle = () => {
    if (online && pending === undefined) return setFlag.mutate({ item, kind, on: !shown });
    void enqueue({
      kind: 'toggle',
      route,
      target: item.id,
      on: !shown,
      refusal: ['focus.failed', { name: item.name }],
      gone: ['outbox.settingGone', { name: item.name }],
    });
  };
  return (
    <>
      <FlagToggle
        kind={kind}
        compact={compact}
        name={item.name}
        on={shown}
        disabled={on === undefined}
        onToggle={toggle}
      />
      {pending === undefined ? null : <PendingMark />}
    </>
  );
}

/** An item's focus and notification toggles. */
export function FollowToggles({
  type,
  item,
  compact,
}: {
  type: ItemType;
  item: FollowedItem;
  compact?: boolean;
}) {
  const flags = useFollowFlags(type, item.id);
  return FOCUS_KINDS.map((kind) => (
    <FollowToggle key={kind} type={type} item={item} kind={kind} on={flags?.[kind]} compact={compact} />
  ));
}
