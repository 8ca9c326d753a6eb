import { useLocation } from 'react-router';
import { useStore } from './store.ts';

export type StackName = 'home' | 'tendance' | 'explorer' | 'message';

/** docs/product.md §2.2: each tab is a stack of routes under its root. */
export const STACK_ROOTS: Record<StackName, string> = {
  home: '/app',
  tendance: '/app/tendance',
  explorer: '/app/explorer',
  message: '/app/message',
};

export function stackOf(pathname: string): StackName {
  const first = pathname.split('/')[2];
  return first === 'tendance' || first === 'explorer' || first === 'message' ? first : 'home';
}

/** The root of the tab the current screen belongs to. */
export function useStackRoot(): string {
  return STACK_ROOTS[stackOf(useLocation().pathname)];
}

/** Builds a path inside the current tab, so a screen opened from Trends stays in Trends. */
export function useStackPath(): (relative: string) => string {
  const root = useStackRoot();
  return (relative) => `${root}/${relative}`;
}

/** Where a user's name leads, in the current tab: one's own profile screen, or theirs. */
export function useProfilePath(): (userId: string) => string {
  const path = useStackPath();
  const ownId = useStore((state) => state.compte?.id);
  return (userId) => path(userId === ownId ? 'profil' : `profil/${userId}`);
}
