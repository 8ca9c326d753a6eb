import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showNotice } from '../../../lib/notices.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { afterDirectoryWrite, mergeInto } from '../api/directory.ts';
import { directoryError, type FormError } from '../directory-form.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Directory.module.css';
import { FormAlert } from './DirectoryField.tsx';
import type { ListEntry } from './DirectoryList.tsx';

interface MergeDuplicateProps {
  kind: 'contact' | 'entity';
  keep: ListEntry;
  candidates: ListEntry[];
}

/**
 * docs/product.md §2.19 Annuaire: folds a duplicate into the record shown, after confirmation; the
 * duplicate's citations, follows, stances, links and affiliations come over, then it is deleted.
 */
export function MergeDuplicate({ kind, keep, candidates }: MergeDuplicateProps) {
  const t = useNewsroomT();
  const queryClient = useQueryClient();
  const selectId = useId();
  const errorId = useId();
  const [duplicate, setDuplicate] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const others = candidates.filter((candidate) => candidate.id !== keep.id);
  const chosen = others.find((candidate) => candidate.id === duplicate);

  const merge = () => {
    setConfirming(false);
    setPending(true);
    setError(null);
    mergeInto(kind, keep.id, duplicate)
      .then(
        () => {
          setDuplicate('');
          showNotice(t('directory.merge.done'));
          void afterDirectoryWrite(queryClient);
        },
        (failure: unknown) => setError(directoryError(failure)),
      )
      .finally(() => setPending(false));
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('directory.merge.title')}</legend>
      <label htmlFor={selectId}>{t('directory.merge.duplicate')}</label>
      <select
        id={selectId}
        value={duplicate}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDuplicate(event.target.value)}
      >
        <option value="">{t('directory.choose')}</option>
        {others.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      {error ? <FormAlert id={errorId} text={t(error.key)} /> : null}
      <div>
        <button type="button" disabled={!chosen || pending} onClick={() => setConfirming(true)}>
          {t('directory.merge.action')}
        </button>
      </div>
      {confirming && chosen ? (
        <ConfirmDialog
          message={t('directory.merge.confirm', { duplicate: chosen.name, kept: keep.name })}
          confirm={t('directory.merge.action')}
          cancel={t('directory.cancel')}
          onConfirm={merge}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </fieldset>
  );
}
