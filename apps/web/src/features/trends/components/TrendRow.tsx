import type { PostType } from '@vigie/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { type PublicationDays, useStore } from '../../../lib/store.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { TypeLabel } from '../../../ui/TypeLabel.tsx';
import type { TrendItem } from '../api/get-trends.ts';
import styles from './TrendRow.module.css';

const POST_TYPES: readonly PostType[] = ['news', 'synthese', 'memo'];

/**
 * The item's posts screen over the same period, so its list and count agree; its header shows the name
 * and total before the feed loads.
 */
function feedPath({ type, id, name, total, confidential }: TrendItem, days: PublicationDays): string {
  const header = new URLSearchParams({ days: String(days), name, nbArticle: String(total) });
  if (confidential) header.set('confidential', '1');
  return `feed/${type}/${id}?${header}`;
}

/** A trending item: its picture, its name, how many posts cite it, and how many of each type. */
export function TrendRow({ item, days }: { item: TrendItem; days: PublicationDays }) {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const path = useStackPath();
  return (
    <li>
      <Link className={styles.row} to={path(feedPath(item, days))}>
        {item.img === undefined ? null : <Avatar src={item.img} name={item.name} />}
        <span className={styles.main}>
          <span className={styles.name}>
            {item.name}
            {item.confidential ? <ConfidentialLock /> : null}
          </span>
          <span className={styles.counts}>
            {POST_TYPES.filter((type) => item.counts[type] > 0).map((type) => (
              <span key={type} className={styles.count}>
                <TypeLabel type={type} count={item.counts[type]} /> {formatNumber(item.counts[type], lang)}
              </span>
            ))}
          </span>
        </span>
        <span className={styles.total}>{t('trends.articles', { count: item.total })}</span>
      </Link>
    </li>
  );
}
