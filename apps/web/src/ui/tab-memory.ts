import { useEffect } from 'react';
import { onSignOut } from '../lib/session.ts';

interface TabMemory {
  active: number;
  scrollTops: Map<string, number>;
}

/**
 * Where the user was in a screen's swipe tabs: the tab and how far each panel was scrolled. Tabs unmount
 * when a post opens on top of them; coming back lands on the same card, not at the top.
 */
const memories = new Map<string, TabMemory>();
onSignOut(() => memories.clear());

function memoryOf(key: string): TabMemory {
  const memory = memories.get(key) ?? { active: 0, scrollTops: new Map<string, number>() };
  memories.set(key, memory);
  return memory;
}

export const rememberedTab = (key: string | undefined) => (key ? (memories.get(key)?.active ?? 0) : 0);

export function rememberTab(key: string | undefined, index: number): void {
  if (key) memoryOf(key).active = index;
}

const requested = new Map<string, string>();
const selectors = new Map<string, (tabId: string) => void>();

/** Shows a screen's tab by its id: at once when the screen is shown, else when it next opens. */
export function requestTab(key: string, tabId: string): void {
  const select = selectors.get(key);
  if (select) select(tabId);
  else requested.set(key, tabId);
}

/** The tab asked for before the screen opened, if any; `useTabRequests` forgets it once shown. */
export const requestedTab = (key: string | undefined) => (key ? requested.get(key) : undefined);

/** Lets `requestTab` reach a shown screen's tabs. */
export function useTabRequests(key: string | undefined, select: (tabId: string) => void): void {
  useEffect(() => {
    if (!key) return;
    requested.delete(key);
    selectors.set(key, select);
    return () => {
      if (selectors.get(key) === select) selectors.delete(key);
    };
  });
}

/** For a panel whose content starts over (a feed reset to its first page): it opens at the top. */
export function forgetScroll(key: string, tabId: string): void {
  memories.get(key)?.scrollTops.delete(tabId);
}

/**
 * Keeps a panel's scroll offset, and restores it once its content (rendered in steps) is tall enough,
 * unless the user scrolls first.
 */
export function useRememberedScroll(panel: HTMLElement | null, key: string | undefined, tabId: string): void {
  useEffect(() => {
    if (!panel || !key) return;
    const scrollTops = memoryOf(key).scrollTops;
    const target = scrollTops.get(tabId) ?? 0;
    let restoring = target > 0;
    const restore = () => {
      if (!restoring) return;
      panel.scrollTop = target;
      if (Math.abs(panel.scrollTop - target) < 1) restoring = false;
    };
    const save = () => {
      if (!restoring) scrollTops.set(tabId, panel.scrollTop);
    };
    const userScrolls = () => {
      restoring = false;
    };
    restore();
    const growth = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(restore);
    if (panel.firstElementChild) growth?.observe(panel.firstElementChild);
    panel.addEventListener('scroll', save, { passive: true });
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      panel.addEventListener(type, userScrolls, { passive: true });
    return () => {
      growth?.disconnect();
      panel.removeEventListener('scroll', save);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        panel.removeEventListener(type, userScrolls);
    };
  }, [panel, key, tabId]);
}
