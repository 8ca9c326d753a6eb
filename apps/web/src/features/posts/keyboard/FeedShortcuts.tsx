import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { STACK_ROOTS } from '../../../lib/stacks.ts';
import { requestTab } from '../../../ui/tab-memory.ts';
import { HOME_TABS } from '../screens/Home.tsx';
import {
  bookmarkCurrent,
  currentCard,
  focusSearchWhenShown,
  moveInFeed,
  openCurrent,
} from './feed-navigation.ts';

// Read only by those who ask for it: Home does not carry it.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.tsx'));

/** docs/product.md §9: after `g`, the second key is awaited this long. */
export const SEQUENCE_MS = 1_500;

/** Typing goes to the field, and a held modifier belongs to the browser or the system. */
function ignored(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const typing = target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
  return (
    event.defaultPrevented ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    Boolean(typing) ||
    document.querySelector('dialog[open]') !== null
  );
}

/** Reading from the keyboard, as Gmail and Phanpy do (docs/product.md §10.17); `?` lists the keys. */
export function FeedShortcuts() {
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const afterG = useRef(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const sequence = Date.now() - afterG.current < SEQUENCE_MS;
      afterG.current = 0;
      const act = (action: () => unknown) => {
        event.preventDefault();
        action();
      };
      const goHome = (tab: 'latest' | 'focus') => {
        requestTab(HOME_TABS, tab);
        navigate(STACK_ROOTS.home);
      };
      if (sequence && event.key === 'h') return act(() => goHome('latest'));
      if (sequence && event.key === 'f') return act(() => goHome('focus'));
      switch (event.key) {
        case 'g':
          afterG.current = Date.now();
          return;
        case 'j':
          return act(() => moveInFeed(1));
        case 'k':
          return act(() => moveInFeed(-1));
        case 'o':
          return act(openCurrent);
        case 'Enter':
          // On a card itself; Enter on a link or a button inside it is theirs.
          if (event.target === currentCard()) act(openCurrent);
          return;
        case 'b':
          return act(bookmarkCurrent);
        case '/':
          return act(() => {
            requestTab('explorer', 'contents');
            navigate(STACK_ROOTS.explorer);
            focusSearchWhenShown();
          });
        case '?':
          return act(() => setHelp(true));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return help ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setHelp(false)} />
    </Suspense>
  ) : null;
}
