import { useState } from 'react';
import { NavLink } from 'react-router';
import { fold } from '../../../lib/fold.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { RetryList } from '../../../ui/ListState.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { DirectoryKind } from '../api/directory.ts';
import { filterTree, type ThemeNode } from '../directory-tree.ts';
import { useNewsroomT } from '../i18n.ts';
import styles from './Directory.module.css';

export interface ListEntry {
  id: string;
  name: string;
  /** More text the search looks in (an entity's label). */
  also?: string;
}

interface DirectoryListProps {
  kind: DirectoryKind;
  /** The section's address: entries open at `${base}/${id}`. */
  base: string;
  entries?: ListEntry[];
  tree?: ThemeNode[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

const entryClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.current : styles.entry);

/** docs/product.md §2.19 Annuaire: one kind's records, searched ignoring case and accents. */
export function DirectoryList({ kind, base, entries, tree, pending, failed, onRetry }: DirectoryListProps) {
  const t = useNewsroomT();
  const [search, setSearch] = useState('');
  const term = fold(search.trim());
  const shown = entries?.filter((entry) => fold(`${entry.name} ${entry.also ?? ''}`).includes(term));

  const branch = (nodes: ThemeNode[]) => (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={node.id}>
          <NavLink to={`${base}/${node.id}`} className={entryClass}>
            {node.item}
            {node.confidential ? <ConfidentialLock /> : null}
          </NavLink>
          {node.children.length > 0 ? branch(node.children) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.panel} aria-label={t(`directory.kinds.${kind}`)}>
      <NavLink to={`${base}/nouveau`} className={entryClass}>
        {t(`directory.new.${kind}`)}
      </NavLink>
      <SearchBox label={t(`directory.search.${kind}`)} value={search} onChange={setSearch} />
      {pending ? <Spinner label={t('app.loading')} /> : null}
      {failed ? <RetryList onRetry={onRetry} /> : null}
      {tree ? branch(filterTree(tree, search)) : null}
      {shown ? (
        <ul className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <NavLink to={`${base}/${entry.id}`} className={entryClass}>
                {entry.name}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
