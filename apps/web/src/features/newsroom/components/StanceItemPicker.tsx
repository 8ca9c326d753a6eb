import { fold } from '../../../lib/fold.ts';
import { RetryList } from '../../../ui/ListState.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type StanceItem, useStanceItems } from '../api/stances.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Stances.module.css';

/** Matches shown at most: the search narrows a long directory rather than scrolling it. */
const SHOWN = 30;

interface Props {
  search: string;
  onSearch: (search: string) => void;
  selected: StanceItem | null;
  onSelect: (item: StanceItem) => void;
}

/** docs/product.md §2.19 Positions: contacts and entities whose name holds every word typed, accents aside. */
export function StanceItemPicker({ search, onSearch, selected, onSelect }: Props) {
  const t = useNewsroomT();
  const items = useStanceItems();
  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown = (items.data ?? [])
    .filter(({ key }) => words.every((word) => key.includes(word)))
    .slice(0, SHOWN);
  return (
    <section className={styles.panel} aria-label={t('stances.items')}>
      <SearchBox label={t('stances.search')} value={search} onChange={onSearch} />
      {items.isPending ? <Spinner label={t('app.loading')} /> : null}
      {items.isError ? <RetryList onRetry={() => void items.refetch()} /> : null}
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={`${item.type}/${item.id}`}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={selected?.type === item.type && selected.id === item.id}
              onClick={() => onSelect(item)}
            >
              {item.name} <span className={styles.kind}>{t(`stances.${item.type}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
