/**
 * A map that forgets its least recently used entries once their sizes add up to more than `budget`.
 * Each value counts 1 unless given a size: the budget is then a number of entries.
 */
export class Lru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #total = 0;

  /** `onRemove` hears of every value that leaves: deleted, replaced or pushed out. */
  constructor(
    readonly budget: number,
    private readonly onRemove: (key: string, value: V) => void = () => {},
  ) {}

  /** What the entries kept add up to, in the unit of the budget. */
  get total(): number {
    return this.#total;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry?.value;
  }

  /** The value, without counting as a use. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V, size = 1): void {
    this.delete(key);
    this.#entries.set(key, { value, size });
    this.#total += size;
    this.#fit(key);
  }

  /** The value kept under `key` now takes `size`. */
  resize(key: string, size: number): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#total += size - entry.size;
    entry.size = size;
    this.#fit(key);
  }

  /** The value kept under `key` now takes `by` more. */
  grow(key: string, by: number): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.resize(key, entry.size + by);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#total -= entry.size;
    this.onRemove(key, entry.value);
  }

  /** Back within the budget after `key` grew: a value larger than the budget alone leaves, not the others. */
  #fit(key: string): void {
    if ((this.#entries.get(key)?.size ?? 0) > this.budget) this.delete(key);
    while (this.#total > this.budget) this.delete(this.#entries.keys().next().value as string);
  }
}
