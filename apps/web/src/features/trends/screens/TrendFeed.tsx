import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import styles from './TrendFeed.module.css';

/**
 * TendancePostFeed: the posts citing one trending item. Its name, total and confidentiality come in the
 * link's query string, so the header shows before the feed loads.
 */
export function TrendFeed({ children }: { children: ReactNode }) {
  const t = useT();
  const [search] = useSearchParams();
  const name = search.get('name') || t('screens.trendFeed');
  const total = Number.parseInt(search.get('nbArticle') ?? '', 10);
  const confidential = search.get('confidential') === '1';
  return (
    <Screen title={name}>
      <p className={styles.subtitle}>
        {confidential ? <ConfidentialLock /> : null}
        {Number.isNaN(total) ? null : t('trends.articles', { count: total })}
      </p>
      {children}
    </Screen>
  );
}
