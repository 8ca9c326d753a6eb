import type { HomeAnswers, Markers, RouteResult } from '@vigie/contract';
import { api } from './api-client.ts';
import { HOME_TIMELINES } from './markers/marker-state.ts';

interface EarlyHome {
  feed: Promise<RouteResult<'normalFeed'>>;
  bookmarks: Promise<RouteResult<'listBookmarks'>>;
  markers: Promise<Markers>;
}

let early: EarlyHome | null = null;

/**
 * A returning user opening Home waits for what its first cards show: the first page, the bookmarks (the
 * cards' toggles) and the read markers (the divider and "Tout marquer comme lu" above the cards). Ask
 * for them at start-up, alongside the signed-in chunk's download, instead of in the commit that draws
 * the cards, whose paint they would hold back or shift. The signed-in app takes them over (`takeEarlyHome`).
 * A page the server painted Home into brings them (`answers`): nothing is asked again.
 */
export function startEarlyHome(answers: HomeAnswers | null): void {
  if (answers) {
    const { feed, bookmarks, markers } = answers;
    early = {
      feed: Promise.resolve(feed),
      bookmarks: Promise.resolve(bookmarks),
      markers: Promise.resolve(markers),
    };
    return;
  }
  early = {
    feed: api('normalFeed', { query: {} }),
    bookmarks: api('listBookmarks'),
    // Not after sending what this device read unsent (`fetchMarkers`): the counts already take it into
    // account, and the markers must not wait for a second round trip.
    markers: api('markers', { query: { 'timeline[]': [...HOME_TIMELINES] } }),
  };
  // Whoever takes them handles a failure; until then it must not count as unhandled.
  for (const request of Object.values(early)) request.catch(() => {});
}

/** The early requests, once: later reloads go through the query cache as usual. */
export function takeEarlyHome(): EarlyHome | null {
  const taken = early;
  early = null;
  return taken;
}
