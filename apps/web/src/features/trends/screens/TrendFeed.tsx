import type { TrendFeed as TrendFeedPage } from '@vigie/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import styles from './TrendFeed.module.css';

/**
 * TendancePostFeed: the posts citing one trending item over the period. Its name, total and
 * confidentiality come from the server with the posts; a link from Trends also carries them, so the
 * header shows before the feed loads.
 */
export function TrendFeed({
  item,
  children,
}: {
  item: TrendFeedPage['item'] | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const [search] = useSearchParams();
  const name = item?.name ?? (search.get('name') || t('screens.trendFeed'));
  const total = item?.total_counts ?? Number.parseInt(search.get('nbArticle') ?? '', 10);
  const confidential = item?.confidential ?? search.get('confidential') === '1';
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
