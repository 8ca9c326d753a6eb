import type { StanceChange } from '@vigie/contract';
import { useId } from 'react';
import { dayMonthYear } from '../../../lib/format.ts';
import { stanceLabel } from '../../../lib/stance-scale.ts';
import { useStore } from '../../../lib/store.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Stances.module.css';

/** One stance's changes, newest first: from, to, when, who, and the post behind it. */
export function StanceHistory({ history }: { history: StanceChange[] }) {
  const t = useNewsroomT();
  const lang = useStore((state) => state.lang);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {t('stances.history')}
      </h3>
      {history.length === 0 ? (
        <p>{t('stances.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((change) => (
            <li key={change.id}>
              {t('stance.changed', {
                from: t(stanceLabel(change.from)),
                to: t(stanceLabel(change.to)),
                date: dayMonthYear(new Date(change.changed_at), lang),
              })}
              {change.editor
                ? t('stances.by', { name: `${change.editor.firstname} ${change.editor.lastname}` })
                : null}
              {change.post ? `${t('stance.per')}${change.post.title}${t('stance.perEnd')}` : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
