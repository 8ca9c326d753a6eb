import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { accountKeys, type CreatedAccount, type ResetLink, useAccounts } from '../api/accounts.ts';
import { AccountRow } from '../components/AccountRow.tsx';
import styles from '../components/Admin.module.css';
import { NewAccountForm } from '../components/NewAccountForm.tsx';
import { ResetLinkNotice } from '../components/ResetLinkNotice.tsx';
import { useNewsroomT } from '../i18n.ts';

const SEARCH_DEBOUNCE_MS = 200;

/** docs/product.md §2.19 Comptes (admins): every account, searched, created and administered here. */
export function Accounts() {
  const t = useNewsroomT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const accounts = useAccounts(term);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  // Held here rather than in the rows: a search that leaves an account out must not lose its link.
  const [links, setLinks] = useState<ReadonlyMap<string, ResetLink>>(new Map());

  const onCreated = (account: CreatedAccount) => {
    setCreating(false);
    setCreated(account);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
  const linkGiven = (accountId: string, link: ResetLink) => {
    setLinks((given) => new Map(given).set(accountId, link));
    if (created?.user.id === accountId) setCreated(null);
  };
  const linkClosed = (accountId: string) =>
    setLinks((given) => {
      const left = new Map(given);
      left.delete(accountId);
      return left;
    });
  const createdName = created ? `${created.user.firstname} ${created.user.lastname}` : '';

  return (
    <div className={styles.page}>
      <h2>{t('accounts.title')}</h2>
      <p role="status" className={styles.status}>
        {created ? t('accounts.created', { name: createdName }) : null}
      </p>
      {created ? (
        <ResetLinkNotice link={created.reset_link} name={createdName} onClose={() => setCreated(null)} />
      ) : null}
      {creating ? (
        <NewAccountForm onCreated={onCreated} onCancel={() => setCreating(false)} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setCreating(true)}>
            {t('accounts.new')}
          </button>
        </div>
      )}
      <label className={styles.label} htmlFor="accounts-search">
        {t('accounts.search')}
      </label>
      <input
        id="accounts-search"
        className={styles.field}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <section aria-label={t('accounts.list')} aria-busy={accounts.isPlaceholderData}>
        {accounts.isPending ? <Spinner label={t('app.loading')} /> : null}
        {accounts.isError ? <RetryList onRetry={() => void accounts.refetch()} /> : null}
        {accounts.data?.length === 0 ? <EmptyList /> : null}
        <ul className={styles.list}>
          {accounts.data?.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              link={links.get(account.id)}
              onLinkGiven={linkGiven}
              onLinkClosed={linkClosed}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
