import { ATTACHMENT_TYPES } from '../api/upload-file.ts';
import { useNewsroomT } from '../i18n.ts';
import type { PostForm } from '../post-form.ts';
import { useUploads } from '../use-uploads.ts';
import { FileInput } from './FileInput.tsx';
import styles from './PostFields.module.css';
import { UploadList } from './UploadList.tsx';

type Attachments = PostForm['attachments'];

/** docs/product.md §2.19: the post's files, in order; each upload joins the list once stored. */
export function AttachmentsField(props: {
  attachments: Attachments;
  onChange: (change: (current: Attachments) => Attachments) => void;
}) {
  const t = useNewsroomT();
  const { uploads, start, dismiss } = useUploads(({ filename, url }) =>
    props.onChange((current) => [...current, { filename, url }]),
  );
  return (
    <fieldset className={styles.group}>
      <legend>{t('redaction.attachments')}</legend>
      {props.attachments.length > 0 ? (
        <ul className={styles.items}>
          {props.attachments.map((file) => (
            <li key={file.url} className={styles.item}>
              <a href={file.url} download={file.filename}>
                {file.filename}
              </a>
              <button
                type="button"
                className={styles.remove}
                onClick={() => props.onChange((current) => current.filter((a) => a.url !== file.url))}
              >
                {t('redaction.remove')} <span className="visually-hidden">{file.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <UploadList uploads={uploads} onDismiss={dismiss} />
      <FileInput label={t('redaction.addAttachment')} accept={ATTACHMENT_TYPES} multiple onFiles={start} />
    </fieldset>
  );
}
