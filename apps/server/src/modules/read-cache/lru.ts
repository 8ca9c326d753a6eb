/** A map that forgets its least recently used entries beyond `capacity`. */
export class Lru<V> {
  readonly #entries = new Map<string, V>();

  /** `onRemove` hears of every value that leaves: deleted, replaced or pushed out. */
  constructor(
    readonly capacity: number,
    private readonly onRemove: (key: string, value: V) => void = () => {},
  ) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** The value, without counting as a use. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.onRemove(key, value);
  }
}
