import { dateTime } from '../../../lib/format.ts';
import { useStore } from '../../../lib/store.ts';
import type { AuditEntry } from '../api/audit-log.ts';
import { NEWSROOM_CATALOGS, type NewsroomKey, useNewsroomT } from '../i18n.ts';
import styles from './Admin.module.css';

const FIELDS = NEWSROOM_CATALOGS.fr.journal.fields as Record<string, string>;
/** How the server writes an instant (a post's publication date, an edit's). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** docs/product.md §2.19 Journal: the fields a write changed, before and after, one row each. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useNewsroomT();
  const lang = useStore((state) => state.lang);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  const show = (value: unknown) => {
    if (value === null || value === undefined || value === '') return t('journal.empty');
    if (typeof value === 'boolean') return value ? t('journal.yes') : t('journal.no');
    if (typeof value !== 'string') return JSON.stringify(value);
    return INSTANT.test(value) ? dateTime(new Date(value), lang, 'medium') : value;
  };
  const label = (field: string) => (field in FIELDS ? t(`journal.fields.${field}` as NewsroomKey) : field);
  return (
    <table className={styles.diff}>
      <thead>
        <tr>
          <th scope="col">{t('journal.field')}</th>
          <th scope="col">{t('journal.before')}</th>
          <th scope="col">{t('journal.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{label(field)}</th>
            <td>{show(entry.before?.[field])}</td>
            <td>{show(entry.after?.[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
