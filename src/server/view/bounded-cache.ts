/**
 * The view's memos (issue 31): a Map that forgets its oldest entry past `max` entries, and
 * takes no key longer than `maxKeyLength`, so that a cache keyed by what a shopper or a
 * merchant sends (an Accept-Language header, a session's amounts) stays bounded in
 * entries and bytes. A value found is the very one stored: cache only what nobody mutates.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly max: number;
  readonly maxKeyLength: number;

  constructor(max: number, maxKeyLength = 512) {
    this.max = max;
    this.maxKeyLength = maxKeyLength;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores value under key (unless the key is too long); answers value either way. */
  set(key: string, value: V): V {
    if (key.length > this.maxKeyLength) return value;
    if (!this.#entries.has(key) && this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
    return value;
  }

  /** The value under key, made (and kept) by make on a miss. */
  through(key: string, make: () => V): V {
    const hit = this.#entries.get(key);
    return hit !== undefined ? hit : this.set(key, make());
  }
}
