import { useT } from '../../../lib/i18n.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './UpdateMode.module.css';

interface UpdateModeButtonProps {
  label: string;
  /** Set where the button stays shown in update mode, to leave it. */
  pressed?: boolean;
  onClick: () => void;
}

/** The pencil of a header that turns the focus and notification toggles on (docs/product.md §2.12). */
export function UpdateModeButton({ label, pressed, onClick }: UpdateModeButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon>
        <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
      </Icon>
    </button>
  );
}

/**
 * 'Show active elements only', as docs/product.md §4.9 reads it: switched on, every item shows; switched off,
 * only the items focused or notified.
 */
export function ActiveOnlySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('labels.activeOnly')}
    </label>
  );
}
