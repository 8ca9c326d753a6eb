import type { ThemeRef } from '@vigie/contract';
import { Link } from 'react-router';
import { useStackPath } from '../../../lib/stacks.ts';
import { ConfidentialLock } from '../../../ui/ConfidentialLock.tsx';
import { useUpdateMode } from '../update-mode.ts';
import { FollowToggles } from './FollowToggles.tsx';
import styles from './ThemeLevels.module.css';

/** A theme at any of the three levels; leaves have no children. */
export interface ThemeNode extends ThemeRef {
  children?: readonly ThemeNode[];
}

interface ThemeLevelsProps {
  nodes: readonly ThemeNode[];
  label?: string;
  /** The theme whose screen shows the tree (Arborescence), marked as the current page. */
  currentId?: string;
}

/** Nested lists of themes, each a link to its screen, with its toggles in update mode. */
export function ThemeLevels({ nodes, label, currentId }: ThemeLevelsProps) {
  const path = useStackPath();
  const update = useUpdateMode();
  return (
    <ul className={styles.level} aria-label={label}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className={styles.row}>
            <Link
              className={`${styles.theme} ${styles[`level${node.level}`]}`}
              to={path(`theme/${node.id}`)}
              aria-current={node.id === currentId ? 'page' : undefined}
            >
              {node.item} {node.confidential ? <ConfidentialLock /> : null}
            </Link>
            {update ? (
              <span className={styles.toggles}>
                <FollowToggles
                  compact
                  type="theme"
                  item={{ id: node.id, name: node.item, img: null, confidential: node.confidential }}
                />
              </span>
            ) : null}
          </div>
          {node.children?.length ? <ThemeLevels nodes={node.children} currentId={currentId} /> : null}
        </li>
      ))}
    </ul>
  );
}
