import { useState } from 'react';
import type { StanceItem } from '../api/stances.ts';
import { ItemStances } from '../components/ItemStances.tsx';
import { StanceItemPicker } from '../components/StanceItemPicker.tsx';
import styles from '../components/Stances.module.css';
import { useNewsroomT } from '../i18n.ts';

/** docs/product.md §2.19 Positions: pick a contact or an entity, then see and change its stances. */
export function StancesDesk() {
  const t = useNewsroomT();
  const [search, setSearch] = useState('');
  const [item, setItem] = useState<StanceItem | null>(null);
  return (
    <div className={styles.layout}>
      <StanceItemPicker search={search} onSearch={setSearch} selected={item} onSelect={setItem} />
      {item ? <ItemStances key={`${item.type}/${item.id}`} item={item} /> : <p>{t('stances.choose')}</p>}
    </div>
  );
}
