import type { PostDetail } from '@vigie/contract';
import { useT } from '../../../lib/i18n.ts';
import { AttachmentIcon } from '../../../ui/feed-icons.tsx';
import styles from './PostBody.module.css';

/** A post's files, each a plain download. */
export function Attachments({ files }: { files: PostDetail['attachments'] }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('posts.attachments')}</h3>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.id}>
            <a
              className={styles.file}
              href={file.download_url}
              download={file.filename}
              aria-label={t('posts.download', { name: file.filename })}
            >
              <AttachmentIcon />
              {file.filename}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
