import { useId } from 'react';
import { useContactList, useEntityList, useLinkCategories, useThemeTree } from '../api/directory.ts';
import { type LinkDraft, nextUid } from '../directory-form.ts';
import { flattenThemes } from '../directory-tree.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Directory.module.css';

const TARGET_TYPES = ['contact', 'entity', 'theme'] as const;
const DEFAULT_COLOR = '#1f6feb';

interface LinksEditorProps {
  links: LinkDraft[];
  onChange: (links: LinkDraft[]) => void;
  /** The id of the message saying a link was refused, when one was. */
  errorId?: string;
}

/** The items a link may point to, by kind, as the lists show them. */
function useTargets() {
  const contacts = useContactList().data ?? [];
  const entities = useEntityList().data ?? [];
  const themes = flattenThemes(useThemeTree().data ?? []);
  return {
    contact: contacts.map((c) => ({ id: c.id, name: `${c.firstname} ${c.lastname}` })),
    entity: entities.map((e) => ({ id: e.id, name: e.name })),
    theme: themes.map((theme) => ({ id: theme.id, name: `${'— '.repeat(theme.level - 1)}${theme.item}` })),
  };
}

/** docs/product.md §2.19 Annuaire: a record's links, each to an item, with its category and colour. */
export function LinksEditor({ links, onChange, errorId }: LinksEditorProps) {
  const t = useNewsroomT();
  const targets = useTargets();
  const categories = useLinkCategories().data ?? [];
  const listId = useId();
  const fieldId = useId();

  const change = (index: number, changes: Partial<LinkDraft>) => {
    const known = changes.type ? categories.find((category) => category.type === changes.type) : undefined;
    onChange(
      links.map((link, at) =>
        at === index ? { ...link, ...(known && { color: known.color }), ...changes } : link,
      ),
    );
  };
  const field = (index: number, name: string) => `${fieldId}-${index}-${name}`;

  return (
    <fieldset className={styles.group} aria-describedby={errorId}>
      <legend>{t('directory.links')}</legend>
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category.type} value={category.type} />
        ))}
      </datalist>
      {links.map((link, index) => (
        <fieldset key={link.uid} className={styles.link}>
          <legend className="visually-hidden">{t('directory.link', { n: index + 1 })}</legend>
          <div>
            <label htmlFor={field(index, 'kind')}>{t('directory.linkTargetType')}</label>
            <select
              id={field(index, 'kind')}
              value={link.target_type}
              onChange={(event) =>
                change(index, { target_type: event.target.value as LinkDraft['target_type'], target_id: '' })
              }
            >
              {TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`directory.targetTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field(index, 'target')}>{t('directory.linkTarget')}</label>
            <select
              id={field(index, 'target')}
              value={link.target_id}
              onChange={(event) => change(index, { target_id: event.target.value })}
            >
              <option value="">{t('directory.choose')}</option>
              {targets[link.target_type].map((target) => (
                <option key={target.id} value={target.id}>
                  {target.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field(index, 'type')}>{t('directory.linkType')}</label>
            <input
              id={field(index, 'type')}
              list={listId}
              value={link.type}
              onChange={(event) => change(index, { type: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={field(index, 'color')}>{t('directory.linkColor')}</label>
            <input
              id={field(index, 'color')}
              type="color"
              value={link.color}
              onChange={(event) => change(index, { color: event.target.value })}
            />
          </div>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onChange(links.filter((_, at) => at !== index))}
          >
            {t('directory.removeLink', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={styles.remove}
        onClick={() =>
          onChange([
            ...links,
            { uid: nextUid(), target_type: 'entity', target_id: '', type: '', color: DEFAULT_COLOR },
          ])
        }
      >
        {t('directory.addLink')}
      </button>
    </fieldset>
  );
}
