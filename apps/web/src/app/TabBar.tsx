import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type TKey, useT } from '../lib/i18n.ts';
import { STACK_ROOTS, type StackName, stackOf } from '../lib/stacks.ts';
import { useStore } from '../lib/store.ts';
import { ExplorerIcon, HomeIcon, MessageIcon, TrendsIcon } from '../ui/icons.tsx';
import styles from './TabBar.module.css';

const TABS: { stack: StackName; labelKey: TKey; icon: ReactNode }[] = [
  { stack: 'home', labelKey: 'tabs.home', icon: <HomeIcon /> },
  { stack: 'tendance', labelKey: 'tabs.trends', icon: <TrendsIcon /> },
  { stack: 'explorer', labelKey: 'tabs.explorer', icon: <ExplorerIcon /> },
  { stack: 'message', labelKey: 'tabs.messages', icon: <MessageIcon /> },
];

/**
 * Icons only (docs/product.md §2.2); each tab is a link named for screen readers. Plain links: the current
 * tab is the stack's, and a NavLink would also mark Accueil, whose `/app` prefixes every address.
 */
export function TabBar() {
  const t = useT();
  const current = stackOf(useLocation().pathname);
  const notificationFlag = useStore((state) => state.notificationFlag);
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {TABS.map(({ stack, labelKey, icon }) => (
        <Link
          key={stack}
          to={STACK_ROOTS[stack]}
          className={`${styles.tab} ${stack === current ? styles.active : ''}`}
          aria-current={stack === current ? 'page' : undefined}
          aria-label={t(labelKey)}
        >
          {icon}
          {stack === 'message' && notificationFlag ? (
            <span className={styles.badge} role="status" aria-label={t('tabs.unread')} />
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
