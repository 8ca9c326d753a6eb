import type { CitingWay } from './citing.ts';
import type { FeedRow } from './service.ts';

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

  /**
   * Learns from a page read `way`, whose statement says in its `scans_first` column whether the feed is
   * scanned first (but for the scan alone, whose page shows it); whether the scan alone found no page, which
   * must then be read again by the merge.
   */
  learn(key: string, way: CitingWay, { page, columns }: FeedRow): boolean {
    // The scan alone gives a page and one more post, or nothing.
    const scanFellShort = way === 'scan' && page.cursor === false;
    const scans = way === 'scan' || columns.scans_first === true;
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
    return scanFellShort;
  }
}
