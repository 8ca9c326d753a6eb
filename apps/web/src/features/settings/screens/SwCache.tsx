import { useEffect, useState } from 'react';
import { formatMegabytes, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { fillOfflineCache } from '../../../lib/offline-fill.ts';
import { type Lang, useStore } from '../../../lib/store.ts';
import { askServiceWorker } from '../../../lib/sw-messages.ts';
import type { FillProgress } from '../../../lib/sw-protocol.ts';
import { ListRow, RowList } from '../../../ui/ListRow.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import styles from './SwScreens.module.css';

interface CacheFacts {
  appVersion: string;
  cacheVersion: number;
  usage: number;
  quota: number;
}

const MB = 1024 * 1024;

/** docs/product.md §2.15: megabytes and the share of the quota, both with two decimals. */
export const formatUsage = (usage: number, quota: number, lang: Lang) =>
  `${formatMegabytes(usage / MB, lang, true)} (${formatPercent(quota > 0 ? usage / quota : 0, lang)})`;

async function readFacts(): Promise<CacheFacts> {
  const [version, storage] = await Promise.all([
    askServiceWorker({ type: 'GET_VERSION' }),
    askServiceWorker({ type: 'STORAGE_ESTIMATE' }),
  ]);
  if (version.type !== 'version' || storage.type !== 'storage') throw new Error('Unexpected answer');
  return { ...version, usage: storage.usage, quota: storage.quota };
}

/** SWCache: versions, cache usage, and the actions on the offline cache. */
export function SwCache() {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const [facts, setFacts] = useState<CacheFacts | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<FillProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [emptied, setEmptied] = useState(false);

  const refresh = () =>
    readFacts().then(
      (read) => {
        setFacts(read);
        setFailed(false);
      },
      () => setFailed(true),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening
  useEffect(() => void refresh(), []);

  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    setEmptied(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  // What an earlier fill said no longer holds: the usage read after emptying says what is left.
  const emptyDynamicCache = async () => {
    setProgress(null);
    await askServiceWorker({ type: 'DELETE_DYNAMIC_CACHE' });
    setEmptied(true);
  };

  return (
    <Screen title={t('screens.swCache')}>
      <dl className={styles.facts}>
        <dt>{t('sw.appVersion')}</dt>
        <dd>{facts?.appVersion ?? '—'}</dd>
        <dt>{t('sw.cacheVersion')}</dt>
        <dd>{facts?.cacheVersion ?? '—'}</dd>
        <dt>{t('sw.usage')}</dt>
        <dd>{facts ? formatUsage(facts.usage, facts.quota, lang) : '—'}</dd>
      </dl>
      {failed ? (
        <p className={styles.alert} role="alert">
          {t('sw.unavailable')}
        </p>
      ) : null}
      <RowList>
        <ListRow onClick={run(emptyDynamicCache)}>{t('sw.deleteDynamic')}</ListRow>
        <ListRow onClick={run(() => fillOfflineCache(setProgress))}>{t('sw.fillDynamic')}</ListRow>
        <ListRow onClick={() => window.location.reload()}>{t('sw.reloadApp')}</ListRow>
      </RowList>
      {progress ? (
        <p className={styles.progress}>
          <label>
            {t('sw.filling', { done: progress.done, total: progress.total })}
            <progress value={progress.done} max={Math.max(progress.total, 1)} />
          </label>
        </p>
      ) : null}
      {emptied && facts && !busy ? (
        <p role="status">{t('sw.emptied', { usage: formatUsage(facts.usage, facts.quota, lang) })}</p>
      ) : null}
      {busy ? <p role="status">{t('update.wait')}</p> : null}
    </Screen>
  );
}
