import { type FormEvent, Fragment, useState } from 'react';
import { signOut } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { Logo } from '../../../ui/Logo.tsx';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, setPassword } from '../api/set-password.ts';
import { type PasswordKey, usePasswordT } from '../i18n.ts';
import styles from './SetPassword.module.css';

type Problem = { key: PasswordKey | 'app.error'; count?: number } | null;

function check(password: string, confirmation: string): Problem {
  if (password.length < MIN_PASSWORD_LENGTH) return { key: 'setPassword.tooShort' };
  if (password.length > MAX_PASSWORD_LENGTH) return { key: 'setPassword.tooLong' };
  if (password !== confirmation) return { key: 'setPassword.mismatch' };
  return null;
}

/**
 * Leaves for Connexion with the confirmation. The password change ended every session of the account,
 * so a signed-in tab here signs out as well.
 */
async function toConnexion(done: boolean, onDone: () => void) {
  window.history.replaceState(null, '', '/app');
  if (done && useStore.getState().compte) await signOut('password_set');
  else if (done) useStore.setState({ notice: 'password_set' });
  onDone();
}

/**
 * docs/product.md §2.20: the page a set-password link opens, signed in or not. The password is asked for
 * twice and checked by the server's rules before it is sent; a used or expired link says so.
 */
export default function SetPassword({ token, onDone }: { token: string; onDone: () => void }) {
  const t = usePasswordT();
  const [password, setValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [invalidLink, setInvalidLink] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = check(password, confirmation);
    setProblem(refused);
    if (refused || pending) return;
    setPending(true);
    void setPassword(token, password).then((outcome) => {
      setPending(false);
      if (outcome === 'done') return toConnexion(true, onDone);
      if (outcome === 'invalidLink') return setInvalidLink(true);
      setProblem(
        outcome === 'error'
          ? { key: 'app.error' }
          : { key: 'setPassword.tooManyAttempts', count: outcome.retryAfterMinutes },
      );
    });
  };
  const mismatch = problem?.key === 'setPassword.mismatch';
  const fields = [
    {
      id: 'new-password',
      label: 'setPassword.password',
      value: password,
      set: setValue,
      invalid: !!problem && !mismatch,
    },
    {
      id: 'confirm-password',
      label: 'setPassword.confirm',
      value: confirmation,
      set: setConfirmation,
      invalid: mismatch,
    },
  ] as const;
  const describedBy = problem ? 'set-password-rules set-password-problem' : 'set-password-rules';

  return (
    <main className={styles.screen}>
      <Logo size={64} />
      <h1 className={styles.title}>{t('setPassword.title')}</h1>
      {invalidLink ? (
        <p className={styles.error} role="alert">
          {t('setPassword.invalidLink')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t('setPassword.intro')}</p>
          {fields.map((field) => (
            <Fragment key={field.id}>
              <label htmlFor={field.id}>{t(field.label)}</label>
              <input
                id={field.id}
                className={styles.input}
                type="password"
                autoComplete="new-password"
                value={field.value}
                aria-describedby={describedBy}
                aria-invalid={field.invalid}
                onChange={(e) => field.set(e.target.value)}
              />
            </Fragment>
          ))}
          <p id="set-password-rules" className={styles.hint}>
            {t('setPassword.rules')}
          </p>
          <div role="alert">
            {problem ? (
              <p id="set-password-problem" className={styles.error}>
                {t(problem.key, { count: problem.count })}
              </p>
            ) : null}
          </div>
          <button type="submit" className={styles.submit} disabled={pending}>
            {pending ? t('setPassword.submitting') : t('setPassword.submit')}
          </button>
        </form>
      )}
      <button type="button" className={styles.link} onClick={() => void toConnexion(false, onDone)}>
        {t('setPassword.toLogin')}
      </button>
    </main>
  );
}
