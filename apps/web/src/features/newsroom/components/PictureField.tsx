import { PICTURE_TYPES } from '../api/upload-file.ts';
import { useNewsroomT } from '../i18n.ts';
import { useUploads } from '../use-uploads.ts';
import { FileInput } from './FileInput.tsx';
import styles from './PostFields.module.css';
import { UploadList } from './UploadList.tsx';

/** docs/product.md §2.19: the post's picture, shown as readers will see it; a new upload replaces it. */
export function PictureField({
  img,
  onChange,
}: {
  img: string | null;
  onChange: (img: string | null) => void;
}) {
  const t = useNewsroomT();
  const { uploads, start, dismiss } = useUploads((file) => onChange(file.url));
  return (
    <fieldset className={styles.group}>
      <legend>{t('redaction.picture')}</legend>
      {img ? (
        <div className={styles.picture}>
          <img src={img} alt={t('redaction.picturePreview')} />
          <button type="button" className={styles.remove} onClick={() => onChange(null)}>
            {t('redaction.removePicture')}
          </button>
        </div>
      ) : null}
      <UploadList uploads={uploads} onDismiss={dismiss} />
      <FileInput
        label={t('redaction.choosePicture')}
        accept={PICTURE_TYPES}
        onFiles={(files) => start(files.slice(0, 1))}
      />
    </fieldset>
  );
}
