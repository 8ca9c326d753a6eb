import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './SwipeTabs.module.css';
import { ScrollRootContext } from './scroll-root.ts';

export interface SwipeTab {
  id: string;
  title: string;
  content: ReactNode;
}

interface SwipeTabsProps {
  label: string;
  tabs: SwipeTab[];
  /** Mount a panel only once it has been shown, for screens whose tabs are costly. */
  lazy?: boolean;
  onChange?: (id: string) => void;
}

/** SPEC §9: the tab follows a swipe only once scrolling has settled for this long. */
const TAB_CHANGE_DEBOUNCE_MS = 100;

/** Tabs that swipe (CSS scroll-snap) or switch from their header; each panel scrolls on its own. */
export function SwipeTabs({ label, tabs, lazy = false, onChange }: SwipeTabsProps) {
  const baseId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(() => new Set([0]));

  const activate = (index: number) => {
    setActive(index);
    setShown((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
    onChange?.(tabs[index]!.id);
  };

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
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
          </button>
        ))}
      </div>
      <div ref={track} className={styles.track}>
        {tabs.map((tab, index) => (
          <TabPanel
            key={tab.id}
            id={`${baseId}-panel-${index}`}
            tabId={`${baseId}-tab-${index}`}
            active={index === active}
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
  tabId: string;
  active: boolean;
  children: ReactNode;
}

/** A panel is its lists' scroll root; off-screen panels are inert, out of the focus order. */
function TabPanel({ id, tabId, active, children }: TabPanelProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return (
    <section
      ref={setElement}
      id={id}
      className={styles.panel}
      role="tabpanel"
      aria-labelledby={tabId}
      inert={!active}
    >
      <ScrollRootContext.Provider value={element}>{children}</ScrollRootContext.Provider>
    </section>
  );
}
