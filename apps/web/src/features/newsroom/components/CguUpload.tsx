import { useQueryClient } from '@tanstack/react-query';
import type { AdminAppConfig } from '@vigie/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMegabytes } from '../../../lib/format.ts';
import { useStore } from '../../../lib/store.ts';
import { appSettingsKey, MAX_CGU_BYTES, uploadCgu } from '../api/app-settings.ts';
import { type NewsroomKey, useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';

type Lang = 'fr' | 'en';
type Result = NewsroomKey | 'app.error';

function uploadError(error: unknown): Result {
  if (error instanceof ApiError && error.status === 413) return 'configuration.errors.tooLarge';
  if (error instanceof ApiError && error.status === 400) return 'configuration.errors.notPdf';
  return 'app.error';
}

/** One language's terms PDF: the stored file, and a new one checked here before the server checks it. */
export function CguUpload({ lang, file }: { lang: Lang; file: AdminAppConfig['cgu'][Lang] }) {
  const t = useNewsroomT();
  const language = useStore((s) => s.lang);
  const inputId = useId();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (chosen.size > MAX_CGU_BYTES) return setResult('configuration.errors.tooLarge');
    setPending(true);
    setResult(null);
    uploadCgu(lang, chosen)
      .then(
        (saved) => {
          queryClient.setQueryData(appSettingsKey, saved);
          setResult('configuration.uploaded');
        },
        (failure: unknown) => setResult(uploadError(failure)),
      )
      .finally(() => setPending(false));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t(`configuration.pdf.${lang}`)}>
      <p className={styles.hint}>
        {file
          ? t('configuration.current', {
              filename: file.filename,
              size: formatMegabytes(file.size / 1e6, language),
            })
          : t('configuration.noFile')}
      </p>
      <label htmlFor={inputId}>{t(`configuration.pdf.${lang}`)}</label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => {
          setChosen(e.target.files?.[0] ?? null);
          setResult(null);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        {t('configuration.uploadHint')}
      </p>
      <p role="status" className={styles.status}>
        {result === 'configuration.uploaded' ? t(result) : null}
      </p>
      {result && result !== 'configuration.uploaded' ? (
        <p role="alert" className={styles.error}>
          {t(result)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!chosen || pending}>
          {t('configuration.upload')}
        </button>
      </div>
    </form>
  );
}
