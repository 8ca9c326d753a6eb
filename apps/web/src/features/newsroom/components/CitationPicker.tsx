import { type KeyboardEvent, useId, useState } from 'react';
import { fold } from '../../../lib/fold.ts';
import { type CitedList, useCitable } from '../api/citable.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './PostFields.module.css';

const SHOWN = 20;

/**
 * docs/product.md §2.19: the items a post cites, as removable chips, and a combobox searching the rest
 * without regard to accents or case. Arrows move through the suggestions, Enter cites, Escape closes.
 */
export function CitationPicker(props: {
  list: CitedList;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useNewsroomT();
  const id = useId();
  const items = useCitable(props.list);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const label = t(`redaction.cite.${props.list}`);
  const names = new Map(items.map((item) => [item.id, item.label]));
  const term = fold(text.trim());
  const matches = items
    .filter((item) => !props.chosen.includes(item.id) && fold(item.label).includes(term))
    .slice(0, SHOWN);
  const expanded = open && matches.length > 0;
  const current = expanded ? matches[Math.min(active, matches.length - 1)] : undefined;
  const optionId = (itemId: string) => `${id}-option-${itemId}`;

  const cite = (itemId: string) => {
    props.onChange([...props.chosen, itemId]);
    setText('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (open) setActive((i) => Math.max(0, Math.min(matches.length - 1, i + step)));
      setOpen(true);
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      cite(current.id);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={styles.group}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {props.chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={t('redaction.cited', { list: label })}>
          {props.chosen.map((itemId) => (
            <li key={itemId} className={styles.chip}>
              {names.get(itemId) ?? '…'}
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => props.onChange(props.chosen.filter((chosen) => chosen !== itemId))}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">
                  {t('redaction.remove')} {names.get(itemId) ?? ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={current ? optionId(current.id) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!expanded}
        >
          {expanded
            ? matches.map((item) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work from the input through aria-activedescendant, so options take no focus
                <div
                  key={item.id}
                  id={optionId(item.id)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={item === current}
                  className={styles.option}
                  // Before the input's blur closes the list.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => cite(item.id)}
                >
                  {item.label}
                </div>
              ))
            : null}
        </div>
      </div>
    </div>
  );
}
