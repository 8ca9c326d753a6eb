import { useId, useState } from 'react';
import {
  type ContactInput,
  type EntityInput,
  saveContact,
  saveEntity,
  useAffiliations,
} from '../api/directory.ts';
import { type FieldSpec, fromDraft, type ItemDraft, missingField, toDraft } from '../directory-form.ts';
import { type NewsroomKey, useNewsroomT } from '../i18n.ts';
import { useDirectorySave } from '../use-directory-save.ts';
import styles from './Directory.module.css';
import { DirectoryField } from './DirectoryField.tsx';
import type { ListEntry } from './DirectoryList.tsx';
import { LinksEditor } from './LinksEditor.tsx';
import { MergeDuplicate } from './MergeDuplicate.tsx';
import { SaveBar } from './SaveBar.tsx';

interface ItemFormProps {
  kind: 'contact' | 'entity';
  fields: FieldSpec[];
  /** The stored record; absent for a new one. */
  record?: Record<string, unknown> & { id: string };
  /** The records of this kind, among which a duplicate may be merged. */
  entries: ListEntry[];
  onCreated: (id: string) => void;
}

/**
 * docs/product.md §2.19 Annuaire: a contact's or an entity's form. A refused save keeps everything typed
 * and says which field broke which rule.
 */
export function ItemForm({ kind, fields, record, entries, onCreated }: ItemFormProps) {
  const t = useNewsroomT();
  const affiliations = useAffiliations().data ?? [];
  const errorId = useId();
  const [draft, setDraft] = useState<ItemDraft>(() => toDraft(fields, record));
  const { error, setError, pending, saved, setSaved, save } = useDirectorySave();
  const self = record && {
    id: record.id,
    name: kind === 'contact' ? `${record.firstname} ${record.lastname}` : String(record.name),
  };

  const edit = (changes: Partial<ItemDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = missingField(fields, draft.text);
    if (missing) return setError({ field: missing, key: 'directory.errors.required' });
    const body = fromDraft(draft);
    save<{ id: string }>(
      () =>
        kind === 'contact'
          ? saveContact(record?.id, body as ContactInput)
          : saveEntity(record?.id, body as EntityInput),
      (stored) => {
        if (!record) onCreated(stored.id);
      },
    );
  };
  const fieldError = (name: string) => (error?.field === name ? t(error.key) : undefined);
  const general = error && !fields.some((spec) => spec.name === error.field) ? error : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>{self ? self.name : t(`directory.new.${kind}`)}</legend>
        {fields.map((spec) => (
          <DirectoryField
            key={spec.name}
            spec={spec}
            label={t(`directory.fields.${spec.name}` as NewsroomKey)}
            value={draft.text[spec.name] ?? ''}
            onChange={(value) => edit({ text: { ...draft.text, [spec.name]: value } })}
            error={fieldError(spec.name)}
          />
        ))}
      </fieldset>
      {affiliations.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>{t('directory.affiliations')}</legend>
          {affiliations.map((affiliation) => (
            <label key={affiliation.id}>
              <input
                type="checkbox"
                checked={draft.affiliations.includes(affiliation.id)}
                onChange={(event) =>
                  edit({
                    affiliations: event.target.checked
                      ? [...draft.affiliations, affiliation.id]
                      : draft.affiliations.filter((id) => id !== affiliation.id),
                  })
                }
              />{' '}
              {affiliation.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <LinksEditor
        links={draft.links}
        onChange={(links) => edit({ links })}
        errorId={general?.field === 'links' ? errorId : undefined}
      />
      <SaveBar error={general} errorId={errorId} pending={pending} saved={saved} />
      {self ? <MergeDuplicate kind={kind} keep={self} candidates={entries} /> : null}
    </form>
  );
}
