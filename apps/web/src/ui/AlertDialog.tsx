import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n.ts';
import styles from './AlertDialog.module.css';

/** A modal alert with one OK button; focus goes to OK, and Escape closes it too. The parent unmounts it. */
export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby="alert-message"
      onClose={onClose}
    >
      <p id="alert-message" className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.ok} onClick={onClose}>
          {t('app.ok')}
        </button>
      </div>
    </dialog>
  );
}
