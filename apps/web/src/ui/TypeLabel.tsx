import type { PostType } from '@vigie/contract';
import { useT } from '../lib/i18n.ts';
import styles from './TypeLabel.module.css';

/**
 * News green, Synthesis pink, Memo orange (docs/product.md §2.18); plural in French when a count above 1
 * shows.
 */
export function TypeLabel({ type, count = 1 }: { type: PostType; count?: number }) {
  const t = useT();
  return <span className={`${styles.type} ${styles[type]}`}>{t(`postType.${type}`, { count })}</span>;
}
