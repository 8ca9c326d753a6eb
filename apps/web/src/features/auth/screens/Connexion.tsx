import { type FormEvent, useState } from 'react';
import { cguFileUrl, termsActive as hasTerms } from '../../../lib/api/get-cgu.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SUPPORT_EMAIL } from '../../../lib/constants.ts';
import { type TKey, useT } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { AlertDialog } from '../../../ui/AlertDialog.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import { logIn } from '../api/log-in.ts';
import { useBranding } from '../use-branding.ts';
import { useTerms } from '../use-terms.ts';
import styles from './Connexion.module.css';
import { PasswordField } from './PasswordField.tsx';

type LoginError = { key: TKey; count?: number } | null;

function describe(error: unknown): LoginError {
  if (!(error instanceof ApiError)) return { key: 'app.error' };
  if (error.status === 401 || error.status === 400) return { key: 'login.badCredentials' };
  if (error.status === 429)
    return {
      key: 'login.tooManyAttempts',
      count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)),
    };
  return { key: 'app.error' };
}

/** docs/product.md §2.4 Connexion: e-mail, password, the terms when active, and the support line. */
export function Connexion() {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const terms = useTerms();
  const branding = useBranding();
  const supportEmail = branding.supportEmail ?? SUPPORT_EMAIL;
  const termsActive = hasTerms(terms.cgu);
  const [pending, setPending] = useState(false);
  const notice = useStore((state) => state.notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [error, setError] = useState<LoginError>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || pending || terms.loading) return;
    if (termsActive && !accepted) {
      setTermsError(true);
      return;
    }
    setError(null);
    setPending(true);
    logIn({ email: email.trim(), password }).catch((failure: unknown) => {
      setPending(false);
      setTermsError(false);
      setError(describe(failure));
    });
  };

  return (
    <main className={styles.screen}>
      <div className={styles.brand}>
        <Logo size={88} />
        <h1 className={styles.name}>{branding.title ?? t('app.name')}</h1>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>{t('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error?.key === 'login.badCredentials' || undefined}
          />
        </label>
        <PasswordField
          value={password}
          onChange={setPassword}
          invalid={error?.key === 'login.badCredentials'}
        />
        {termsActive || terms.loading ? (
          // While the terms are asked for, their line holds its place unseen: the form does not move when they come.
          <div className={termsActive ? styles.terms : styles.termsPending}>
            <input
              id="terms"
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setTermsError(false);
              }}
              aria-describedby={termsError ? 'terms-error' : undefined}
            />
            <label htmlFor="terms">
              {t('login.acceptTerms')}{' '}
              <a href={cguFileUrl(lang)} target="_blank" rel="noopener">
                {t('login.termsLink')}
              </a>
            </label>
          </div>
        ) : null}
        <div className={styles.messages} role="alert">
          {termsError ? <p id="terms-error">{t('login.termsRequired')}</p> : null}
          {error ? <p>{t(error.key, { count: error.count })}</p> : null}
        </div>
        {email.trim() && password ? (
          <button type="submit" className={styles.submit} disabled={pending || terms.loading}>
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
        ) : null}
      </form>
      <p className={styles.support}>
        {t('login.support')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      {notice ? (
        <AlertDialog
          message={t(notice === 'pin_failures' ? 'login.pinFailures' : 'login.passwordSet')}
          onClose={() => useStore.setState({ notice: null })}
        />
      ) : null}
    </main>
  );
}
