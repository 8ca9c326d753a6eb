import { useId, useState } from 'react';
import { useStore } from '../../../lib/store.ts';
import { type DirectoryTheme, saveTheme, type ThemeInput } from '../api/directory.ts';
import type { FieldSpec } from '../directory-form.ts';
import { flattenThemes, subtreeIds, type ThemeNode } from '../directory-tree.ts';
import { useNewsroomT } from '../i18n.ts';
import { useDirectorySave } from '../use-directory-save.ts';
import styles from './Directory.module.css';
import { DirectoryField, FormAlert } from './DirectoryField.tsx';
import { SaveBar } from './SaveBar.tsx';

const ITEM: FieldSpec = { name: 'item', required: true };
const TYPE: FieldSpec = { name: 'type' };
const DESCRIPTION: FieldSpec = { name: 'description', multiline: true };
const MAX_PARENT_LEVEL = 2;

interface ThemeFormProps {
  theme?: DirectoryTheme;
  tree: ThemeNode[];
  onCreated: (id: string) => void;
}

/**
 * docs/product.md §2.19 Annuaire: a theme's form. Its parent moves it with its sub-themes; the server
 * refuses a fourth level or a cycle, and the form keeps what was typed.
 */
export function ThemeForm({ theme, tree, onCreated }: ThemeFormProps) {
  const t = useNewsroomT();
  const mayConfide = useStore((s) => s.compte?.has_confidential_access ?? false);
  const parentId = useId();
  const [draft, setDraft] = useState<ThemeInput>(() => ({
    item: theme?.item ?? '',
    type: theme?.type ?? '',
    description: theme?.description ?? '',
    confidential: theme?.confidential ?? false,
    parent_id: theme?.parent_id ?? null,
  }));
  const { error, setError, pending, saved, setSaved, save } = useDirectorySave();
  const inside = theme ? subtreeIds(tree, theme.id) : new Set<string>();
  const parents = flattenThemes(tree).filter(
    (node) => node.level <= MAX_PARENT_LEVEL && !inside.has(node.id),
  );

  const edit = (changes: Partial<ThemeInput>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.item.trim()) return setError({ field: 'item', key: 'directory.errors.required' });
    save(
      () => saveTheme(theme?.id, draft),
      (stored) => {
        if (!theme) onCreated(stored.id);
      },
    );
  };
  const fieldError = (name: string) => (error?.field === name ? t(error.key) : undefined);
  const parentError = fieldError('parent_id');
  const general = error && !['item', 'parent_id'].includes(error.field ?? '') ? error : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>{theme ? theme.item : t('directory.new.theme')}</legend>
        {theme ? <p>{t('directory.level', { level: theme.level })}</p> : null}
        <DirectoryField
          spec={ITEM}
          label={t('directory.fields.item')}
          value={draft.item}
          onChange={(item) => edit({ item })}
          error={fieldError('item')}
        />
        <DirectoryField
          spec={TYPE}
          label={t('directory.fields.type')}
          value={draft.type ?? ''}
          onChange={(type) => edit({ type })}
        />
        <DirectoryField
          spec={DESCRIPTION}
          label={t('directory.fields.description')}
          value={draft.description ?? ''}
          onChange={(description) => edit({ description })}
        />
        <label htmlFor={parentId}>{t('directory.fields.parent')}</label>
        <select
          id={parentId}
          value={draft.parent_id ?? ''}
          aria-invalid={parentError ? true : undefined}
          aria-describedby={parentError ? `${parentId}-error` : undefined}
          onChange={(event) => edit({ parent_id: event.target.value || null })}
        >
          <option value="">{t('directory.root')}</option>
          {parents.map((node) => (
            <option key={node.id} value={node.id}>
              {`${'— '.repeat(node.level - 1)}${node.item}`}
            </option>
          ))}
        </select>
        {parentError ? <FormAlert id={`${parentId}-error`} text={parentError} /> : null}
        {mayConfide ? (
          <label>
            <input
              type="checkbox"
              checked={draft.confidential ?? false}
              onChange={(event) => edit({ confidential: event.target.checked })}
            />{' '}
            {t('directory.fields.confidential')}
          </label>
        ) : null}
      </fieldset>
      <SaveBar error={general} pending={pending} saved={saved} />
    </form>
  );
}
