import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../../../lib/push.ts';
import { AlertDialog } from '../../../ui/AlertDialog.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { PushScheduleForm } from './PushScheduleForm.tsx';
import styles from './SwScreens.module.css';

const PERMISSION_KEYS = { granted: 'sw.granted', denied: 'sw.denied', default: 'sw.unset' } as const;

/** The server refuses a push service at an address it may not post to (a private one, or none). */
const endpointRefused = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message.startsWith('body.subscription.endpoint');

/** SWNotif: push notifications on or off for this device, and what lies behind them. */
export function SwNotif() {
  const t = useT();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    pushSupported() ? Notification.permission : 'default',
  );
  const [busy, setBusy] = useState(false);
  const [ping, setPing] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const refresh = async () => {
    setEndpoint((await currentSubscription())?.endpoint ?? null);
    if (pushSupported()) setPermission(Notification.permission);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening
  useEffect(() => void refresh().catch(() => undefined), []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? enablePush() : disablePush());
    } catch (error) {
      // docs/product.md §3.8: a subscribe failure shows an alert with its message.
      if (endpointRefused(error)) setAlert(t('sw.endpointRefused'));
      else setAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      await refresh().catch(() => undefined);
    }
  };

  const sendPing = async () => {
    if (!endpoint) return;
    try {
      const results = await api('pingPush', { body: { endpoint } });
      const mine = results.find((result) => result.endpoint === endpoint);
      setPing(mine ? t(`sw.ping.${mine.result}`) : t('app.notFound'));
    } catch {
      setAlert(t('app.error'));
    }
  };

  return (
    <Screen title={t('screens.swNotif')}>
      <label className={styles.switch}>
        {t('sw.pushSwitch')}
        <input
          type="checkbox"
          role="switch"
          checked={endpoint !== null}
          aria-checked={endpoint !== null}
          disabled={busy || !pushSupported()}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </label>
      {pushSupported() ? null : <p>{t('sw.unsupported')}</p>}
      <PushScheduleForm />
      <details className={styles.advanced}>
        <summary>{t('sw.advanced')}</summary>
        <dl className={styles.facts}>
          <dt>{t('sw.permission')}</dt>
          <dd>{t(PERMISSION_KEYS[permission])}</dd>
          <dt>{t('sw.endpoint')}</dt>
          <dd>{endpoint ?? '—'}</dd>
          {ping ? (
            <>
              <dt>{t('sw.pingResult')}</dt>
              <dd role="status">{ping}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            disabled={!endpoint}
            onClick={() => void sendPing()}
          >
            {t('sw.pingButton')}
          </button>
          <button type="button" className={styles.action} onClick={() => window.location.reload()}>
            {t('sw.reloadApp')}
          </button>
        </div>
      </details>
      {alert === null
        ? null
        : createPortal(<AlertDialog message={alert} onClose={() => setAlert(null)} />, document.body)}
    </Screen>
  );
}
