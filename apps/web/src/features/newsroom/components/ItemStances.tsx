import { useId, useState } from 'react';
import { stanceLabel } from '../../../lib/stance-scale.ts';
import { RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type StanceItem, useStanceGrid, useThemeOptions } from '../api/stances.ts';
import { useNewsroomT } from '../i18n.ts';
import { StanceCellEditor } from './StanceCellEditor.tsx';
import styles from './Stances.module.css';

/** An item's grid: its stance on each theme, a theme to change, and that stance's editor. */
export function ItemStances({ item }: { item: StanceItem }) {
  const t = useNewsroomT();
  const titleId = useId();
  const themeSelectId = useId();
  const grid = useStanceGrid(item.type, item.id);
  const themes = useThemeOptions();
  const [themeId, setThemeId] = useState('');
  const cells = grid.data?.cells ?? [];

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('stances.grid', { name: item.name })}
      </h2>
      {grid.isPending ? <Spinner label={t('app.loading')} /> : null}
      {grid.isError ? <RetryList onRetry={() => void grid.refetch()} /> : null}
      {grid.isSuccess && cells.length === 0 ? <p>{t('stances.none')}</p> : null}
      <ul className={styles.list} aria-labelledby={titleId}>
        {cells.map(({ theme, end_position }) => (
          <li key={theme.id}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={themeId === theme.id}
              onClick={() => setThemeId(theme.id)}
            >
              {theme.item} : {t(stanceLabel(end_position))}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={themeSelectId}>{t('stances.theme')}</label>
      <select id={themeSelectId} value={themeId} onChange={(event) => setThemeId(event.target.value)}>
        <option value="">{t('stances.chooseTheme')}</option>
        {(themes.data ?? []).map(({ id, label, level }) => (
          <option key={id} value={id}>
            {`${'— '.repeat(level - 1)}${label}`}
          </option>
        ))}
      </select>
      {themeId === '' || !grid.isSuccess ? null : (
        <StanceCellEditor
          key={themeId}
          item={item}
          themeId={themeId}
          cell={cells.find((cell) => cell.theme.id === themeId)}
        />
      )}
    </section>
  );
}
