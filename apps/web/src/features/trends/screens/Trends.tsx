import type { ItemType } from '@vigie/contract';
import { type TKey, useT } from '../../../lib/i18n.ts';
import { useStore } from '../../../lib/store.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import layout from '../../../ui/layout.module.css';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SwipeTabs } from '../../../ui/SwipeTabs.tsx';
import { useTrends } from '../api/get-trends.ts';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { TrendRow } from '../components/TrendRow.tsx';
import styles from './Trends.module.css';

const TABS: ReadonlyArray<{ type: ItemType; title: TKey }> = [
  { type: 'contact', title: 'labels.contacts' },
  { type: 'entity', title: 'labels.entities' },
  { type: 'theme', title: 'labels.themes' },
];

/** Trends: the contacts, entities and themes most cited over the chosen publication period. */
export function Trends() {
  const t = useT();
  return (
    <div className={layout.tabRoot}>
      <AppHeader title={t('screens.trends')} showTitle actions={<PeriodPicker />} />
      <SwipeTabs
        label={t('screens.trends')}
        memoryKey="trends"
        tabs={TABS.map(({ type, title }) => ({
          id: type,
          title: t(title),
          content: <TrendTab type={type} />,
        }))}
      />
    </div>
  );
}

/** One tab's rows; the three tabs share one request, cached per period. */
function TrendTab({ type }: { type: ItemType }) {
  const t = useT();
  const days = useStore((state) => state.timeParution);
  const trends = useTrends(days);

  if (trends.isPending) return <Spinner label={t('app.loading')} />;
  if (trends.isError) return <RetryList onRetry={() => void trends.refetch()} />;
  const items = trends.data[type];
  if (items.length === 0) return <EmptyList />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <TrendRow key={item.id} item={item} days={days} />
      ))}
    </ul>
  );
}
