import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@vigie/contract';
import { useState } from 'react';
import { dateTime } from '../../../lib/format.ts';
import type { TKey } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { accountError } from '../account-errors.ts';
import {
  type AccountChanges,
  accountKeys,
  changeAccount,
  newResetLink,
  type ResetLink,
  signOutAccount,
} from '../api/accounts.ts';
import { type NewsroomKey, useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';
import { type Role, RoleOptions } from './NewAccountForm.tsx';
import { ResetLinkNotice } from './ResetLinkNotice.tsx';

type Message = { key: NewsroomKey | TKey; count?: number; error: boolean };

/** docs/product.md §2.19 Comptes: one account, its role and access, and what an admin may do to it. */
export function AccountRow({
  account,
  link,
  onLinkGiven,
  onLinkClosed,
}: {
  account: AdminUser;
  /** The one-time link last given for the account on this page, kept by the page while searches come and go. */
  link: ResetLink | undefined;
  /** A new link voids the one given before, wherever it is shown. */
  onLinkGiven: (accountId: string, link: ResetLink) => void;
  onLinkClosed: (accountId: string) => void;
}) {
  const t = useNewsroomT();
  const lang = useStore((s) => s.lang);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [gaveHere, setGaveHere] = useState(false);
  const name = `${account.firstname} ${account.lastname}`;

  const run = <T,>(action: () => Promise<T>, done: (result: T) => Message | null) => {
    setPending(true);
    setMessage(null);
    action()
      .then(
        (result) => {
          setMessage(done(result));
          void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        },
        (failure: unknown) => setMessage({ key: accountError(failure), error: true }),
      )
      .finally(() => setPending(false));
  };
  const change = (changes: AccountChanges) =>
    run(
      () => changeAccount(account.id, changes),
      () => ({ key: 'accounts.saved', error: false }),
    );
  const signOutEverywhere = () =>
    run(
      () => signOutAccount(account.id),
      ({ sessions_revoked }) => ({ key: 'accounts.signedOut', count: sessions_revoked, error: false }),
    );
  const giveLink = () =>
    run(
      () => newResetLink(account.id),
      (given) => {
        setGaveHere(true);
        onLinkGiven(account.id, given);
        return null;
      },
    );
  const lastSignIn = account.last_sign_in_at
    ? t('accounts.lastSignIn', {
        date: dateTime(new Date(account.last_sign_in_at), lang, 'short'),
      })
    : t('accounts.neverSignedIn');

  return (
    <li className={styles.row}>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.meta}>
        <span>{account.email}</span>
        <span>{account.is_active ? t('accounts.active') : t('accounts.inactive')}</span>
        <span>{lastSignIn}</span>
      </p>
      <div className={styles.actions}>
        <select
          aria-label={t('accounts.roleOf', { name })}
          className={styles.field}
          value={account.role}
          disabled={pending}
          onChange={(e) => change({ role: e.target.value as Role })}
        >
          <RoleOptions />
        </select>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={account.has_confidential_access}
            disabled={pending}
            aria-label={t('accounts.confidentialOf', { name })}
            onChange={(e) => change({ has_confidential_access: e.target.checked })}
          />
          {t('accounts.confidential')}
        </label>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          {account.is_active ? t('accounts.deactivate') : t('accounts.reactivate')}
        </button>
        <button type="button" className={styles.secondary} disabled={pending} onClick={signOutEverywhere}>
          {t('accounts.signOut')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={pending || !account.is_active}
          onClick={giveLink}
        >
          {t('accounts.resetLink')}
        </button>
      </div>
      <p className={styles.status} role="status">
        {message && !message.error ? t(message.key, { count: message.count }) : null}
      </p>
      {message?.error ? (
        <p className={styles.error} role="alert">
          {t(message.key)}
        </p>
      ) : null}
      {link ? (
        <ResetLinkNotice
          link={link}
          name={name}
          takeFocus={gaveHere}
          onClose={() => onLinkClosed(account.id)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t(account.is_active ? 'accounts.deactivateConfirm' : 'accounts.reactivateConfirm', {
            name,
          })}
          confirm={account.is_active ? t('accounts.deactivate') : t('accounts.reactivate')}
          cancel={t('accounts.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            change({ is_active: !account.is_active });
          }}
        />
      ) : null}
    </li>
  );
}
