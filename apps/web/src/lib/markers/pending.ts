import type { Markers, MarkerTimeline } from '@vigie/contract';
import { useSyncExternalStore } from 'react';
import { ApiError, api } from '../api-client.ts';
import { onSignOut } from '../session.ts';
import { type FeedPlace, isNewer } from './marker-state.ts';

/** docs/product.md §9: posts seen are sent together, once reading pauses this long. */
export const MARKER_SEND_DELAY_MS = 1_000;
const STORAGE_KEY = 'vigie-read-markers';
/** The contract's MARKER_TIMELINES_MAX (the web app takes only types from the contract, not zod). */
const TIMELINES_PER_CALL = 20;

export type Pending = Partial<Record<MarkerTimeline, FeedPlace>>;

/**
 * Markers not yet sent, kept in localStorage so that offline reading reaches the server once back online
 * (docs/product.md §4.5); the newest place of each timeline wins, here as on the server.
 */
function load(): Pending {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Pending;
  } catch {
    return {};
  }
}

let pending: Pending = typeof localStorage === 'undefined' ? {} : load();
const listeners = new Set<() => void>();

function store(next: Pending): void {
  pending = next;
  if (Object.keys(next).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => pending;

/** What this device read and the server does not know yet; screens re-render when it changes. */
export const usePendingMarkers = (): Pending => useSyncExternalStore(subscribe, snapshot, snapshot);

let timer: ReturnType<typeof setTimeout> | undefined;
let onAnswer: (markers: Markers) => void = () => {};

/** Where the server's answers go (the markers query). */
export function receiveMarkerAnswers(handler: (markers: Markers) => void): void {
  onAnswer = handler;
}

/** Records a place as read, if newer than what waits, and sends it once reading pauses (or now). */
export function markRead(timeline: MarkerTimeline, place: FeedPlace, now = false): void {
  if (!isNewer(place, pending[timeline])) return;
  store({ ...pending, [timeline]: { id: place.id, publish_date: place.publish_date } });
  clearTimeout(timer);
  timer = setTimeout(() => void sendMarkers(), now ? 0 : MARKER_SEND_DELAY_MS);
}

/** Sends what waits; what the server refused goes, what a failed network kept stays for next time. */
export async function sendMarkers(): Promise<void> {
  clearTimeout(timer);
  const sent = pending;
  const timelines = Object.keys(sent);
  if (timelines.length === 0) return;
  const body = Object.fromEntries(timelines.map((name) => [name, { last_read_id: sent[name]!.id }]));
  try {
    onAnswer(await api('saveMarkers', { body }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) return;
  }
  const left = { ...pending };
  for (const name of timelines) if (left[name]?.id === sent[name]?.id) delete left[name];
  store(left);
}

/**
 * The markers of these timelines, once what this device read has been sent, so that the counts include
 * it; asked a call's most at a time.
 */
export async function fetchMarkers(
  timelines: readonly MarkerTimeline[],
  signal: AbortSignal,
): Promise<Markers> {
  await sendMarkers();
  const calls = [];
  for (let start = 0; start < timelines.length; start += TIMELINES_PER_CALL) {
    const query = { 'timeline[]': timelines.slice(start, start + TIMELINES_PER_CALL) };
    calls.push(api('markers', { query }, signal));
  }
  return Object.assign({}, ...(await Promise.all(calls)));
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void sendMarkers());
onSignOut(() => {
  clearTimeout(timer);
  store({});
});
