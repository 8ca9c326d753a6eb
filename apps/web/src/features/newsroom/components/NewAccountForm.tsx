import type { AdminUser } from '@vigie/contract';
import { type FormEvent, Fragment, useState } from 'react';
import { accountError } from '../account-errors.ts';
import { type CreatedAccount, createAccount, type NewAccount } from '../api/accounts.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';

export type Role = AdminUser['role'];

const ROLES: Role[] = ['reader', 'editor', 'admin'];
const TEXT_FIELDS = ['firstname', 'lastname', 'email'] as const;
const EMAIL_ERRORS = ['accounts.errors.emailTaken', 'accounts.errors.emailInvalid'];

/** The roles an admin gives, as the options of a select. */
export function RoleOptions() {
  const t = useNewsroomT();
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`accounts.roles.${role}`)}
    </option>
  ));
}

const EMPTY: NewAccount = {
  firstname: '',
  lastname: '',
  email: '',
  role: 'reader',
  has_confidential_access: false,
};

/** docs/product.md §2.19 Comptes: a new account; on a refusal, what was typed stays for a correction. */
export function NewAccountForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedAccount) => void;
  onCancel: () => void;
}) {
  const t = useNewsroomT();
  const [form, setForm] = useState<NewAccount>(EMPTY);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof accountError> | null>(null);
  const set = (changes: Partial<NewAccount>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    createAccount(form)
      .then(onCreated, (failure: unknown) => setError(accountError(failure)))
      .finally(() => setPending(false));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('accounts.new')} noValidate>
      {TEXT_FIELDS.map((field) => (
        <Fragment key={field}>
          <label htmlFor={`new-account-${field}`}>{t(`accounts.${field}`)}</label>
          <input
            id={`new-account-${field}`}
            type={field === 'email' ? 'email' : 'text'}
            required
            autoComplete="off"
            value={form[field]}
            aria-invalid={field === 'email' && EMAIL_ERRORS.includes(error as string)}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        </Fragment>
      ))}
      <label htmlFor="new-account-role">{t('accounts.role')}</label>
      <select id="new-account-role" value={form.role} onChange={(e) => set({ role: e.target.value as Role })}>
        <RoleOptions />
      </select>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.has_confidential_access}
          onChange={(e) => set({ has_confidential_access: e.target.checked })}
        />
        {t('accounts.confidential')}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {t('accounts.create')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('accounts.cancel')}
        </button>
      </div>
    </form>
  );
}
