import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './SwipeTabs.module.css';
import { ScrollRootContext } from './scroll-root.ts';
import {
  rememberedTab,
  rememberTab,
  requestedTab,
  useRememberedScroll,
  useTabRequests,
} from './tab-memory.ts';
import { useElement } from './use-element.ts';

export interface SwipeTab {
  id: string;
  title: string;
  /** Beside the title: an unread count. */
  badge?: ReactNode;
  content: ReactNode;
}

interface SwipeTabsProps {
  label: string;
  tabs: SwipeTab[];
  /** Mount a panel only once it has been shown, for screens whose tabs are costly. */
  lazy?: boolean;
  onChange?: (id: string) => void;
  /** Keep the tab and scroll offsets while the screen is left for another (see `tab-memory.ts`). */
  memoryKey?: string;
}

/** docs/product.md §9: the tab follows a swipe only once scrolling has settled for this long. */
const TAB_CHANGE_DEBOUNCE_MS = 100;

/** Tabs that swipe (CSS scroll-snap) or switch from their header; each panel scrolls on its own. */
export function SwipeTabs({ label, tabs, lazy = false, onChange, memoryKey }: SwipeTabsProps) {
  const baseId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() => {
    const asked = tabs.findIndex((tab) => tab.id === requestedTab(memoryKey));
    return Math.min(asked >= 0 ? asked : rememberedTab(memoryKey), tabs.length - 1);
  });
  const [shown, setShown] = useState(() => new Set([active]));

  const activate = (index: number) => {
    setActive(index);
    setShown((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
    rememberTab(memoryKey, index);
    onChange?.(tabs[index]!.id);
  };

  // A remembered tab other than the first: show it before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the tab the screen opened on
  useLayoutEffect(() => {
    const element = track.current;
    if (!element || active === 0) return;
    element.scrollLeft = active * element.clientWidth;
    onChange?.(tabs[active]!.id);
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A track without width has left the page, or is hidden: its scroll offset, 0, says nothing of the
        // tab. A post opened within the debounce removes the track before this timer is cleared, and the
        // first tab would be remembered in place of the one the reader left.
        if (element.clientWidth === 0) return;
        const index = Math.round(element.scrollLeft / element.clientWidth);
        if (index !== active) activate(index);
      }, TAB_CHANGE_DEBOUNCE_MS);
    };
    element.addEventListener('scroll', settle, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', settle);
    };
  });

  const select = (index: number) => {
    const element = track.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'instant' });
    activate(index);
  };

  useTabRequests(memoryKey, (tabId) => {
    const index = tabs.findIndex((tab) => tab.id === tabId);
    if (index >= 0) select(index);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (active + step + tabs.length) % tabs.length;
    select(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.header} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.title}
            {tab.badge}
          </button>
        ))}
      </div>
      <div ref={track} className={styles.track}>
        {tabs.map((tab, index) => (
          <TabPanel
            key={tab.id}
            id={`${baseId}-panel-${index}`}
            labelledBy={`${baseId}-tab-${index}`}
            active={index === active}
            memoryKey={memoryKey}
            tabId={tab.id}
          >
            {!lazy || shown.has(index) ? tab.content : null}
          </TabPanel>
        ))}
      </div>
    </div>
  );
}

interface TabPanelProps {
  id: string;
  labelledBy: string;
  active: boolean;
  memoryKey: string | undefined;
  tabId: string;
  children: ReactNode;
}

/** A panel is its lists' scroll root; off-screen panels are inert, out of the focus order. */
function TabPanel({ id, labelledBy, active, memoryKey, tabId, children }: TabPanelProps) {
  const [element, ref] = useElement<HTMLElement>();
  useRememberedScroll(element, memoryKey, tabId);
  return (
    <section
      ref={ref}
      id={id}
      className={styles.panel}
      role="tabpanel"
      aria-labelledby={labelledBy}
      inert={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: a panel of text alone must still scroll from the keyboard
      tabIndex={0}
    >
      <div>
        <ScrollRootContext.Provider value={element}>{children}</ScrollRootContext.Provider>
      </div>
    </section>
  );
}
