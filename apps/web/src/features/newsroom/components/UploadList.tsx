import { useNewsroomT } from '../i18n.ts';
import type { Upload } from '../use-uploads.ts';
import styles from './PostFields.module.css';

/** Files being sent: a progress bar each, or why the server refused it, until dismissed. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  const t = useNewsroomT();
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.items}>
      {uploads.map((upload) =>
        upload.problem ? (
          <li key={upload.key} className={styles.item}>
            <span role="alert" className={styles.problem}>
              {t(`redaction.upload.${upload.problem}`, { name: upload.name })}
            </span>
            <button type="button" className={styles.remove} onClick={() => onDismiss(upload.key)}>
              {t('redaction.upload.dismiss')}
            </button>
          </li>
        ) : (
          <li key={upload.key} className={styles.item}>
            <span>{upload.name}</span>
            <progress
              max={1}
              value={upload.progress}
              aria-label={t('redaction.upload.progress', { name: upload.name })}
            />
          </li>
        ),
      )}
    </ul>
  );
}
