import type { ItemType } from '@vigie/contract';
import { useOnline } from '../../../lib/online.ts';
import { type FollowedItem, useFollowFlags, useSetFollowFlag } from '../api/follow-item.ts';
import { FOCUS_KINDS } from '../focus-edits.ts';
import { FlagToggle } from './FlagToggle.tsx';

/** An item's focus and notification toggles, sent to the server at each tap. */
export function FollowToggles({
  type,
  item,
  compact,
}: {
  type: ItemType;
  item: FollowedItem;
  compact?: boolean;
}) {
  const online = useOnline();
  const flags = useFollowFlags(type, item.id);
  const setFlag = useSetFollowFlag(type);
  return FOCUS_KINDS.map((kind) => (
    <FlagToggle
      key={kind}
      kind={kind}
      compact={compact}
      name={item.name}
      on={flags?.[kind] ?? false}
      disabled={!online || !flags}
      onToggle={() => setFlag.mutate({ item, kind, on: !flags?.[kind] })}
    />
  ));
}
