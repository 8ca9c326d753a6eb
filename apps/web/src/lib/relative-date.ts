import { useSyncExternalStore } from 'react';
import { relativeDate } from './format.ts';
import { useT } from './i18n.ts';
import { useStore } from './store.ts';

/** How often relative dates are brought up to date on a screen left open. */
const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // A clock stopped while no date was shown is behind: catch up before anyone reads it.
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * "il y a 5 minutes", kept true while the screen stays open. Each date listens to one shared clock and
 * re-renders only when its own text changes: a tick does not re-render a feed of 500 cards, most of
 * which show a fixed date.
 */
export function useRelativeDate(iso: string): string {
  const t = useT();
  const lang = useStore((state) => state.lang);
  const text = () => relativeDate(iso, now, t, lang);
  return useSyncExternalStore(subscribe, text, text);
}
