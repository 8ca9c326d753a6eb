import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Icon } from '../../../ui/icons.tsx';
import type { FocusKind } from '../focus-edits.ts';
import styles from './FlagToggle.module.css';

const ICONS: Record<FocusKind, ReactNode> = {
  focus: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  notify: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 20h4" />,
};

interface FlagToggleProps {
  kind: FocusKind;
  /** The item's name: each toggle of a list says which item it sets. */
  name: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** The icon alone, for rows where the name leaves little room. */
  compact?: boolean;
}

/** The focus or notification toggle of one item; its pressed state is the flag. */
export function FlagToggle({ kind, name, on, disabled, onToggle, compact = false }: FlagToggleProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={compact ? styles.compact : styles.toggle}
      aria-pressed={on}
      aria-label={t(`focus.${kind}Of`, { name })}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon size={16}>{ICONS[kind]}</Icon>
      {compact ? null : t(`focus.${kind}`)}
    </button>
  );
}
