import { Link } from 'react-router';
import { dateTime } from '../../../lib/format.ts';
import { REDACTION_ROOT } from '../../../lib/roles.ts';
import { useStore } from '../../../lib/store.ts';
import type { AuditEntry } from '../api/audit-log.ts';
import { NEWSROOM_CATALOGS, type NewsroomKey, useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';
import { AuditChanges } from './AuditChanges.tsx';

const ACTIONS = NEWSROOM_CATALOGS.fr.journal.actions as Record<string, Record<string, string>>;
const ID = /^[0-9a-f]{24}$/;

/** docs/product.md §2.19 Journal: who did what, when, to which target, and what changed. */
export function AuditEntryRow({
  entry,
  names,
  onOnlyTarget,
}: {
  entry: AuditEntry;
  names: Map<string, string>;
  onOnlyTarget?: () => void;
}) {
  const t = useNewsroomT();
  const lang = useStore((s) => s.lang);
  const [type, verb] = entry.action.split('.');
  const action =
    type && verb && ACTIONS[type]?.[verb]
      ? t(`journal.actions.${type}.${verb}` as NewsroomKey)
      : entry.action;
  const who = names.get(entry.actor_id) ?? t('journal.unknownActor', { id: entry.actor_id });
  const when = dateTime(new Date(entry.at), lang, 'medium');
  const target = names.get(entry.target_id) ?? entry.target_id;

  return (
    <li className={styles.row}>
      <h3 className={styles.name}>{action}</h3>
      <p className={styles.meta}>
        <span>{t('journal.by', { who, when })}</span>
        <span>
          {entry.target_type === 'post' ? (
            <Link to={`${REDACTION_ROOT}/${entry.target_id}`}>{t('journal.target', { target })}</Link>
          ) : (
            t('journal.target', { target })
          )}
        </span>
      </p>
      <AuditChanges entry={entry} />
      {onOnlyTarget && ID.test(entry.target_id) ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onOnlyTarget}>
            {t('journal.onlyTarget')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
