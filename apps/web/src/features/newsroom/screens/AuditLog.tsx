import { useId, useMemo, useState } from 'react';
import { useAccounts } from '../api/accounts.ts';
import { type AuditEntry, type AuditFilters, useAuditPage } from '../api/audit-log.ts';
import styles from '../components/Admin.module.css';
import { AuditEntryRow } from '../components/AuditEntryRow.tsx';
import { PageRows } from '../components/PageRows.tsx';
import { useNewsroomT } from '../i18n.ts';

const TARGET_TYPES = ['post', 'user', 'contact', 'entity', 'theme', 'file', 'app_config'] as const;

/** docs/product.md §2.19 Journal (admins): the audit log, newest first, by kind of target or one target. */
export function AuditLog() {
  const t = useNewsroomT();
  const typeId = useId();
  const accounts = useAccounts();
  const names = useMemo(
    () => new Map((accounts.data ?? []).map((user) => [user.id, `${user.firstname} ${user.lastname}`])),
    [accounts.data],
  );
  const [filters, setFilters] = useState<AuditFilters>({});
  const [targetLabel, setTargetLabel] = useState('');
  const only = (entry: AuditEntry) => {
    setFilters({ targetType: entry.target_type, targetId: entry.target_id });
    setTargetLabel(names.get(entry.target_id) ?? entry.target_id);
  };

  return (
    <div className={styles.page}>
      <h2>{t('journal.title')}</h2>
      {filters.targetId ? (
        <div className={styles.actions}>
          <p className={styles.status}>{t('journal.filteredOn', { target: targetLabel })}</p>
          <button type="button" className={styles.secondary} onClick={() => setFilters({})}>
            {t('journal.showAll')}
          </button>
        </div>
      ) : (
        <>
          <label className={styles.label} htmlFor={typeId}>
            {t('journal.targetType')}
          </label>
          <select
            id={typeId}
            className={styles.field}
            value={filters.targetType ?? ''}
            onChange={(e) => setFilters({ targetType: e.target.value || undefined })}
          >
            <option value="">{t('journal.allTargets')}</option>
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`journal.targets.${type}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <section aria-label={t('journal.entries')}>
        <ul className={styles.list}>
          <AuditPageRows key={JSON.stringify(filters)} filters={filters} names={names} onOnly={only} first />
        </ul>
      </section>
    </div>
  );
}

/** One page of entries; the next renders after it. */
function AuditPageRows({
  filters,
  names,
  onOnly,
  cursor,
  first = false,
}: {
  filters: AuditFilters;
  names: Map<string, string>;
  onOnly: (entry: AuditEntry) => void;
  cursor?: string;
  first?: boolean;
}) {
  const t = useNewsroomT();
  return (
    <PageRows
      page={useAuditPage(filters, cursor)}
      first={first}
      moreLabel={t('journal.more')}
      row={(entry) => (
        <AuditEntryRow
          key={entry.id}
          entry={entry}
          names={names}
          onOnlyTarget={filters.targetId ? undefined : () => onOnly(entry)}
        />
      )}
      next={(next) => <AuditPageRows filters={filters} names={names} onOnly={onOnly} cursor={next} />}
    />
  );
}
