import { useEffect, useId, useRef, useState } from 'react';
import { dateTime } from '../../../lib/format.ts';
import { useStore } from '../../../lib/store.ts';
import type { ResetLink } from '../api/accounts.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';

/**
 * A set-password link, shown once (docs/product.md §10.9.4): the server keeps only its hash, so closing
 * this notice loses it, and a new one voids it. Focus moves here so the admin hears it arrive.
 */
export function ResetLinkNotice({
  link,
  name,
  onClose,
  takeFocus = true,
}: {
  link: ResetLink;
  name: string;
  onClose: () => void;
  /** Whether focus moves here when shown: not when a search shows again a link given earlier. */
  takeFocus?: boolean;
}) {
  const t = useNewsroomT();
  const lang = useStore((s) => s.lang);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const expires = dateTime(new Date(link.expires_at), lang, 'long');

  useEffect(() => {
    if (!takeFocus) return;
    field.current?.focus();
    field.current?.select();
  }, [takeFocus]);

  const copy = () => {
    void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
  };

  return (
    <div className={styles.notice}>
      <label className={styles.label} htmlFor={fieldId}>
        {t('accounts.linkLabel', { name })}
      </label>
      <input
        ref={field}
        id={fieldId}
        className={styles.field}
        readOnly
        value={link.url}
        onFocus={(e) => e.target.select()}
      />
      <p className={styles.hint}>
        {t('accounts.linkOnce')} {t('accounts.linkExpires', { date: expires })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={copy}>
          {t('accounts.copy')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('accounts.close')}
        </button>
        <span role="status">{copied ? t('accounts.copied') : ''}</span>
      </div>
    </div>
  );
}
