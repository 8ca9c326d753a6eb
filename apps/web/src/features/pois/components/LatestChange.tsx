import type { StanceChangeSummary } from '@vigie/contract';
import { Link } from 'react-router';
import { dayMonthYear } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStackPath } from '../../../lib/stacks.ts';
import { useStore } from '../../../lib/store.ts';
import { stanceOf } from '../stance.ts';
import styles from './ParticipantsTab.module.css';

/** docs/product.md §2.9: 'Hésitant → Favorable, le 12 nov. 2026, d'après « Titre »', the title opening the post. */
export function LatestChange({ change }: { change: StanceChangeSummary }) {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const path = useStackPath();
  return (
    <p className={styles.change}>
      {t('stance.changed', {
        from: t(stanceOf(change.from).labelKey),
        to: t(stanceOf(change.to).labelKey),
        date: dayMonthYear(new Date(change.changed_at), lang),
      })}
      {change.post ? (
        <>
          {t('stance.per')}
          <Link to={path(`post/${change.post.id}`)}>{change.post.title}</Link>
          {t('stance.perEnd')}
        </>
      ) : null}
    </p>
  );
}
