import type { Viewer } from '../access/viewer.ts';
import type { Generation } from './generation.ts';
import { Lru } from './lru.ts';

/** How long a session found is trusted without asking the database again, changes notified aside. */
const TRUSTED_MS = 10_000;
const CAPACITY = 10_000;

export interface LiveSession {
  viewer: Viewer;
  expiresAt: Date;
}

interface Entry {
  generation: number;
  until: number;
  viewer: Viewer;
}

/**
 * Token hash → viewer. Only sessions found are kept: one made by another server must be accepted at
 * once, and signing in notifies nothing.
 */
export class SessionCache {
  readonly #entries = new Lru<Entry>(CAPACITY);

  constructor(private readonly generation: Generation) {}

  async viewer(
    tokenHash: Buffer,
    lookUp: () => Promise<LiveSession | undefined>,
  ): Promise<Viewer | undefined> {
    const key = tokenHash.toString('base64');
    const generation = this.generation.current;
    const hit = this.#entries.get(key);
    if (hit && hit.generation === generation && Date.now() < hit.until) return hit.viewer;
    const askedAt = Date.now();
    const session = await lookUp();
    if (session && generation !== undefined) {
      const until = Math.min(askedAt + TRUSTED_MS, session.expiresAt.getTime());
      this.#entries.set(key, { generation, until, viewer: session.viewer });
    }
    return session?.viewer;
  }

  forget(...tokenHashes: Buffer[]): void {
    for (const tokenHash of tokenHashes) this.#entries.delete(tokenHash.toString('base64'));
  }
}
