/**
 * How many times this process has learnt that the database may have changed: an entry made under an
 * older generation is never served. While no connection listens for changes, nothing is cached at all.
 */
export class Generation {
  #count = 0;
  #watched = false;

  /** How many times every entry was made stale (for /metrics). */
  get bumps(): number {
    return this.#count;
  }

  /** Undefined while changes could go unnoticed. */
  get current(): number | undefined {
    return this.#watched ? this.#count : undefined;
  }

  /** Something may have changed: every entry made before is stale. */
  bump(): void {
    this.#count++;
  }

  /** Changes are listened for (again); what changed while none listened is unknown. */
  watch(): void {
    this.#watched = true;
    this.bump();
  }

  /** The listening connection is lost: changes may go unnoticed until it is back. */
  unwatch(): void {
    this.#watched = false;
    this.bump();
  }
}
