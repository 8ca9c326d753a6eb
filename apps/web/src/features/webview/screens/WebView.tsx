import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { normalizeUrl } from '../../../lib/links.ts';
import { Screen, useGoBack } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useCheckIframable } from '../api/check-iframable.ts';
import styles from './WebView.module.css';

/**
 * docs/product.md §2.16 WebView: the page of `?url=` inside the app when the site allows it, else an offer
 * to open it outside.
 */
export function WebView() {
  const t = useT();
  const raw = useSearchParams()[0].get('url') ?? '';
  const url = normalizeUrl(raw);
  return (
    <Screen title={t('screens.webview')}>
      {url === null ? <CannotOpen raw={raw} /> : <Page url={url} />}
    </Screen>
  );
}

function Page({ url }: { url: string }) {
  const t = useT();
  const check = useCheckIframable(url);
  if (check.isPending) return <Spinner label={t('app.loading')} />;
  if (check.data?.status !== 'unprotected') return <OpenOutside url={url} />;
  return (
    <iframe
      className={styles.frame}
      title={new URL(url).hostname}
      src={url}
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      referrerPolicy="no-referrer"
    />
  );
}

/** The site refuses to be framed, or could not be checked: the user's browser may still open it. */
function OpenOutside({ url }: { url: string }) {
  const t = useT();
  const goBack = useGoBack();
  const questionId = useId();
  const noButton = useRef<HTMLButtonElement>(null);
  // An alert dialog takes the focus, on its safe answer.
  useEffect(() => noButton.current?.focus(), []);

  const openOutside = () => {
    window.open(url, '_blank', 'noopener,noreferrer');
    goBack();
  };

  return (
    <section className={styles.question} role="alertdialog" aria-labelledby={questionId}>
      <h2 id={questionId} className={styles.questionText}>
        {t('links.iframeRefused')}
      </h2>
      <div className={styles.actions}>
        <button ref={noButton} type="button" className={styles.secondary} onClick={goBack}>
          {t('links.no')}
        </button>
        <button type="button" className={styles.primary} onClick={openOutside}>
          {t('links.yes')}
        </button>
      </div>
    </section>
  );
}

function CannotOpen({ raw }: { raw: string }) {
  const t = useT();
  const goBack = useGoBack();
  return (
    <section className={styles.question}>
      <p role="alert" className={styles.questionText}>
        {t('links.cannotOpen', { url: raw })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={goBack}>
          {t('app.back')}
        </button>
      </div>
    </section>
  );
}
