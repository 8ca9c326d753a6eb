import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { type PublicationDays, useStore } from '../../../lib/store.ts';
import { FilterIcon } from '../../../ui/feed-icons.tsx';
import { PERIODS } from '../period.ts';
import styles from './PeriodPicker.module.css';

/** The header's 'Durée de parution': the current period, and a button opening the picker. */
export function PeriodPicker() {
  const t = useT();
  const days = useStore((state) => state.timeParution);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const periodId = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <span id={periodId} className={styles.period}>
        {t('labels.days', { count: days })}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-label={t('labels.publicationPeriod')}
        aria-describedby={periodId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FilterIcon />
      </button>
      {open ? <PeriodDialog current={days} onClose={close} /> : null}
    </>
  );
}

/** A modal with one radio per period: choosing one keeps it for the whole app and closes. */
function PeriodDialog({ current, onClose }: { current: PublicationDays; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const group = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal?.();
    element.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  const choose = (timeParution: PublicationDays) => {
    useStore.setState({ timeParution });
    onClose();
  };

  // Escape closes through React, not the browser's cancel, so the picker unmounts the same way everywhere.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.title}>
        {t('labels.publicationPeriod')}
      </h2>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.options}>
        {PERIODS.map((days) => (
          <label key={days} className={styles.option}>
            <input
              type="radio"
              name={group}
              value={days}
              defaultChecked={days === current}
              onClick={() => choose(days)}
            />
            {t('labels.days', { count: days })}
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t('labels.cancel')}
        </button>
      </div>
    </dialog>
  );
}
