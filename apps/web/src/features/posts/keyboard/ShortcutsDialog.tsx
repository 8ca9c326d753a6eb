import { useEffect, useRef } from 'react';
import { type TKey, useT } from '../../../lib/i18n.ts';
import styles from './ShortcutsDialog.module.css';

/** Each shortcut: its keys (alternatives, or a sequence) and what it does. */
const SHORTCUTS: { keys: string[]; sequence?: boolean; label: TKey }[] = [
  { keys: ['j'], label: 'shortcuts.next' },
  { keys: ['k'], label: 'shortcuts.previous' },
  { keys: ['o', 'Entrée'], label: 'shortcuts.open' },
  { keys: ['b'], label: 'shortcuts.bookmark' },
  { keys: ['/'], label: 'shortcuts.search' },
  { keys: ['g', 'h'], sequence: true, label: 'shortcuts.home' },
  { keys: ['g', 'f'], sequence: true, label: 'shortcuts.focus' },
  { keys: ['?'], label: 'shortcuts.help' },
];

/**
 * The list of reading shortcuts, in a modal dialog: the page behind is inert, so focus stays inside,
 * and Escape closes it like the button. Focus returns where it was.
 */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal?.();
    return () => before?.focus({ preventScroll: true });
  }, []);

  const keyName = (key: string) => (key === 'Entrée' ? t('shortcuts.enter') : key);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title" className={styles.title}>
        {t('shortcuts.title')}
      </h2>
      <dl className={styles.list}>
        {SHORTCUTS.map(({ keys, sequence, label }) => (
          <div key={label} className={styles.row}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ` ${t(sequence ? 'shortcuts.then' : 'shortcuts.or')} ` : null}
                  <kbd className={styles.key}>{keyName(key)}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.close} onClick={onClose}>
        {t('shortcuts.close')}
      </button>
    </dialog>
  );
}
