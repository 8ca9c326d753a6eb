import { useSyncExternalStore } from 'react';
import { type TKey, type TVars, translate } from '../i18n.ts';
import { showNotice } from '../notices.ts';
import { queryClient } from '../query-client.ts';
import { onSignOut } from '../session.ts';
import { useStore } from '../store.ts';
import {
  type CommentAction,
  clearActions,
  deleteAction,
  type OutboxAction,
  putAction,
  readActions,
  type ToggleAction,
  type ToggleRoute,
} from './db.ts';
import { sendOwedMentions } from './mentions.ts';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, replayOutbox } from './replay.ts';

type Fresh<A> = Omit<A, 'id' | 'at'>;
type Message = [TKey, Record<string, string>?];
type NewAction = Fresh<CommentAction> | (Fresh<ToggleAction> & { refusal: Message; gone: Message });

// Background Sync is not in TypeScript's DOM types yet.
type SyncRegistration = { sync: { register(tag: string): Promise<void> } };

const available = typeof indexedDB !== 'undefined';
let actions: readonly OutboxAction[] = [];
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => actions;

/** The actions waiting to be sent, oldest first; screens show them as pending. */
export const useOutbox = () => useSyncExternalStore(subscribe, snapshot, snapshot);
/** The actions the reader took that wait; a chat message owed by a comment already sent is not one. */
export const outboxSize = () => actions.filter((action) => action.kind !== 'mentions').length;

/** A refused toggle is rolled back (it leaves the queue) with its message; a refused comment waits for its box. */
async function settle(action: OutboxAction): Promise<void> {
  const say = (key: TKey, vars?: TVars) => showNotice(translate(useStore.getState().lang, key, vars));
  if (action.kind === 'toggle') {
    const [key, vars] = action.refused === 404 ? action.gone : action.refusal;
    say(key as TKey, vars);
    await deleteAction(action.id);
  } else if (action.kind === 'comment' && !action.told) {
    say(action.refused === 404 ? 'outbox.commentGone' : 'outbox.commentRefused');
    await putAction({ ...action, told: true });
  }
}

async function reload(): Promise<void> {
  const before = actions;
  const read = await readActions().catch(() => []);
  // The same queue read again stays the same array: a new one is a change to every screen showing the
  // queue, and one landing in the middle of a render made React render the whole app again in one task.
  if (JSON.stringify(read) !== JSON.stringify(before)) {
    actions = read;
    for (const listener of listeners) listener();
  }
  // What left the queue, or became a chat message owed, reached the server: screens read it back there.
  const sent = (action: OutboxAction) =>
    !actions.some((kept) => kept.id === action.id && kept.kind === action.kind);
  if (before.some(sent)) void queryClient.invalidateQueries();
  const refused = actions.filter((action) => action.refused && (action.kind === 'toggle' || !action.told));
  for (const action of refused) await settle(action);
  if (refused.length > 0) await reload();
  else if (actions.some((action) => action.kind === 'mentions')) void sendOwedMentions();
}

/**
 * Sends the queue: through Background Sync where the browser has it (the service worker replays it,
 * even once the page is closed), from the page otherwise.
 */
async function flush(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration && 'sync' in registration)
    return (registration as SyncRegistration).sync.register(OUTBOX_SYNC_TAG);
  if (navigator.onLine) await replayOutbox();
  await reload();
}

/** Keeps an action taken offline; it goes when the connection returns (docs/product.md §4.5). */
export async function enqueue(action: NewAction): Promise<void> {
  await putAction({ ...action, id: crypto.randomUUID(), at: Date.now() } as OutboxAction);
  await reload();
  await flush();
}

/** A comment the server refused, taken back into its box as a draft. */
export async function takeDraft(id: string): Promise<void> {
  await deleteAction(id);
  await reload();
}

let started = false;

/**
 * Follows the queue's changes from other contexts and sends what waits. The signed-in app starts it once
 * its first screen is drawn: opening the channel and the database lengthened the task that evaluates the
 * signed-in chunk, one of the start-up's longest.
 */
export function startOutbox(): void {
  if (started || !available) return;
  started = true;
  new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void reload();
  window.addEventListener('online', () => void flush());
  void reload().then(() => (actions.length > 0 && navigator.onLine ? flush() : undefined));
}

if (available)
  onSignOut(async () => {
    await clearActions();
    await reload();
  });

/** Where a toggle stands once what waits for it is sent; undefined when nothing waits. */
export function usePendingToggle(route: ToggleRoute, target: string): boolean | undefined {
  const queued = useOutbox().findLast(
    (action) =>
      action.kind === 'toggle' && action.route === route && action.target === target && !action.refused,
  );
  return queued?.kind === 'toggle' ? queued.on : undefined;
}
