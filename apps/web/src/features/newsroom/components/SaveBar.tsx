import type { FormError } from '../directory-form.ts';
import { useNewsroomT } from '../i18n.ts';
import { FormAlert } from './DirectoryField.tsx';

interface SaveBarProps {
  /** A refusal no single field shows. */
  error: FormError | null;
  errorId?: string;
  pending: boolean;
  saved: boolean;
}

/** The end of a directory form: why the save was refused, *Enregistrer*, and *Enregistré* once stored. */
export function SaveBar({ error, errorId, pending, saved }: SaveBarProps) {
  const t = useNewsroomT();
  return (
    <>
      {error ? <FormAlert id={errorId} text={t(error.key)} /> : null}
      <div>
        <button type="submit" disabled={pending}>
          {t('directory.save')}
        </button>{' '}
        {saved ? <output>{t('directory.saved')}</output> : null}
      </div>
    </>
  );
}
