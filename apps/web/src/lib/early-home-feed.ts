import type { RouteResult } from '@vigie/contract';
import { api } from './api-client.ts';

type FeedPage = RouteResult<'normalFeed'>;

let early: Promise<FeedPage> | null = null;

/**
 * A returning user opening Home waits for its first page: ask for it at start-up, alongside the
 * signed-in chunk's download, instead of after it. The signed-in app takes it over (`takeEarlyHomeFeed`).
 */
export function startEarlyHomeFeed(): void {
  early = api('normalFeed', { query: {} });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  early.catch(() => {});
}

/** The early request, once: later reloads of the feed go through the query cache as usual. */
export function takeEarlyHomeFeed(): Promise<FeedPage> | null {
  const taken = early;
  early = null;
  return taken;
}
