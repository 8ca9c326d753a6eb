import type { CitingWay } from './citing.ts';

/** What a page's statement showed about how its feed is best read (citing.ts). */
export interface FoundNow {
  /** Whether the feed is scanned first. */
  scans: boolean;
  /** Whether the scan alone found no page: the page must be read again by the merge. */
  scanFellShort: boolean;
}

interface Known {
  way: CitingWay;
  /** After a scan that found no page, how many more pages are read by the scan then the merge. */
  bothLeft: number;
}

const BOTH_AFTER_SHORT_SCAN = 20;

/**
 * How each feed was last found best read, by key, kept by each server: a hint that only chooses the
 * statement, never what a page shows. PostgreSQL starts every node of a plan, run or not, so a feed
 * scanned first is read by the scan alone and one that is not by the merge alone. An unseen feed, and the
 * pages after a scan that found no page, are read both ways; the merge alone always finds the page, the
 * scan alone only when it is full.
 */
export class ReadingHints {
  readonly #known = new Map<string, Known>();

  constructor(private readonly max: number) {}

  way(key: string): CitingWay {
    return this.#known.get(key)?.way ?? 'scan then merge';
  }

  learn(key: string, { scans, scanFellShort }: FoundNow): void {
    const bothLeft = this.#known.get(key)?.bothLeft ?? 0;
    const next: Known = scanFellShort
      ? { way: 'scan then merge', bothLeft: BOTH_AFTER_SHORT_SCAN }
      : !scans
        ? { way: 'merge', bothLeft: 0 }
        : bothLeft > 1
          ? { way: 'scan then merge', bothLeft: bothLeft - 1 }
          : { way: 'scan', bothLeft: 0 };
    if (this.#known.size >= this.max) this.#known.clear();
    this.#known.set(key, next);
  }
}
