import type { ThemeRef } from '@vigie/contract';
import { Link } from 'react-router';
import { useStackPath } from '../../../app/stacks.ts';
import { useT } from '../../../lib/i18n.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useThemeTree } from '../api/get-theme-tree.ts';
import styles from './ThemeTreeList.module.css';

/** A theme at any of the three levels; leaves have no children. */
interface ThemeNode extends ThemeRef {
  children?: readonly ThemeNode[];
}

/** Explorer's Thèmes: roots, sub-roots and leaves as nested lists, each opening its theme. */
export function ThemeTreeList() {
  const t = useT();
  const tree = useThemeTree();
  if (tree.isPending) return <Spinner label={t('app.loading')} />;
  if (tree.isError) return <RetryList onRetry={() => void tree.refetch()} />;
  if (tree.data.length === 0) return <EmptyList />;
  return <Level nodes={tree.data} label={t('labels.themes')} />;
}

function Level({ nodes, label }: { nodes: readonly ThemeNode[]; label?: string }) {
  const path = useStackPath();
  return (
    <ul className={styles.level} aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link className={`${styles.theme} ${styles[`level${node.level}`]}`} to={path(`theme/${node.id}`)}>
            {node.item} {node.confidential ? <ConfidentialLock /> : null}
          </Link>
          {node.children?.length ? <Level nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
