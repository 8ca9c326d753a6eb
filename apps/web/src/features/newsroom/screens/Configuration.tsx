import { useQueryClient } from '@tanstack/react-query';
import type { AdminAppConfig } from '@vigie/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { dateTime } from '../../../lib/format.ts';
import { useStore } from '../../../lib/store.ts';
import { LoadError } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { appSettingsKey, updateAppSettings, useAppSettings } from '../api/app-settings.ts';
import styles from '../components/Admin.module.css';
import { CguUpload } from '../components/CguUpload.tsx';
import { type NewsroomKey, useNewsroomT } from '../i18n.ts';

function settingsError(error: unknown): NewsroomKey | 'app.error' {
  if (!(error instanceof ApiError) || error.status !== 400) return 'app.error';
  if (error.message.startsWith('body.settings.app_title')) return 'configuration.errors.titleInvalid';
  if (error.message.startsWith('body.settings.support_email')) return 'configuration.errors.emailInvalid';
  return 'app.error';
}

/** docs/product.md §2.19 Configuration (admins): the app's title, support e-mail and terms PDFs. */
export function Configuration() {
  const t = useNewsroomT();
  const lang = useStore((s) => s.lang);
  const settings = useAppSettings();
  if (settings.isPending) return <Spinner label={t('app.loading')} />;
  if (settings.isError) return <LoadError error={settings.error} />;
  const { cgu } = settings.data;
  return (
    <div className={styles.page}>
      <h2>{t('configuration.title')}</h2>
      <SettingsForm settings={settings.data} />
      <section className={styles.form} aria-labelledby="terms-title">
        <h3 id="terms-title" className={styles.name}>
          {t('configuration.terms')}
        </h3>
        <p className={styles.hint}>
          {cgu.last_version_at
            ? t('configuration.termsVersion', {
                date: dateTime(new Date(cgu.last_version_at), lang, 'long'),
              })
            : t('configuration.noTermsVersion')}
        </p>
        <CguUpload lang="fr" file={cgu.fr} />
        <CguUpload lang="en" file={cgu.en} />
      </section>
    </div>
  );
}

/** Title and support e-mail; a refused value stays in its field with the reason beside it. */
function SettingsForm({ settings }: { settings: AdminAppConfig }) {
  const t = useNewsroomT();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(settings.app_title);
  const [email, setEmail] = useState(settings.support_email ?? '');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<NewsroomKey | 'app.error' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setResult(null);
    updateAppSettings({ app_title: title, support_email: email })
      .then(
        (saved) => {
          queryClient.setQueryData(appSettingsKey, saved);
          setResult('configuration.saved');
        },
        (failure: unknown) => setResult(settingsError(failure)),
      )
      .finally(() => setPending(false));
  };
  const failed = result !== null && result !== 'configuration.saved';

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor="config-title">{t('configuration.appTitle')}</label>
      <input
        id="config-title"
        value={title}
        maxLength={60}
        aria-describedby="config-title-hint"
        aria-invalid={result === 'configuration.errors.titleInvalid'}
        onChange={(e) => setTitle(e.target.value)}
      />
      <p id="config-title-hint" className={styles.hint}>
        {t('configuration.appTitleHint')}
      </p>
      <label htmlFor="config-email">{t('configuration.supportEmail')}</label>
      <input
        id="config-email"
        type="email"
        value={email}
        aria-describedby="config-email-hint"
        aria-invalid={result === 'configuration.errors.emailInvalid'}
        onChange={(e) => setEmail(e.target.value)}
      />
      <p id="config-email-hint" className={styles.hint}>
        {t('configuration.supportEmailHint')}
      </p>
      <p role="status" className={styles.status}>
        {result === 'configuration.saved' ? t(result) : null}
      </p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t(result)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {t('configuration.save')}
        </button>
      </div>
    </form>
  );
}
