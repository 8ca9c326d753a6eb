import { useEffect, useId, useRef } from 'react';
import styles from './AlertDialog.module.css';

interface ConfirmDialogProps {
  message: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with two buttons; focus starts on the harmless one, and Escape cancels. */
export function ConfirmDialog({ message, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    cancelButton.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby={messageId}
      onClose={onCancel}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <button ref={cancelButton} type="button" className={styles.cancel} onClick={onCancel}>
          {cancel}
        </button>
        <button type="button" className={styles.danger} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
