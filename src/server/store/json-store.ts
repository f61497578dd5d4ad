import type { CashierStore } from './store.js';

/**
 * Typed JSON records over a CashierStore, with optimistic updates: read, change, then
 * compare-and-set against the exact string read, retrying on a concurrent write.
 */
export interface JsonStore {
  read<T>(key: string): Promise<T | undefined>;
  write<T>(key: string, value: T, ttlMs: number): Promise<void>;
  /**
   * Applies change to the current record; change returns the next record or undefined to
   * keep the current one. Resolves to the record as stored after the call (undefined if
   * there is none).
   */
  update<T>(key: string, change: (current: T) => T | undefined, ttlMs: (next: T) => number): Promise<T | undefined>;
}

export function jsonStore(store: CashierStore): JsonStore {
  return {
    async read<T>(key: string) {
      const raw = await store.get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    async write(key, value, ttlMs) {
      await store.set(key, JSON.stringify(value), ttlMs);
    },
    async update<T>(key: string, change: (current: T) => T | undefined, ttlMs: (next: T) => number) {
      for (let tries = 0; tries < 50; tries++) {
        const raw = await store.get(key);
        if (raw === undefined) return undefined;
        const next = change(JSON.parse(raw) as T);
        if (next === undefined) return JSON.parse(raw) as T;
        const nextRaw = JSON.stringify(next);
        if (nextRaw === raw || (await store.compareAndSet(key, raw, nextRaw, ttlMs(next)))) return next;
      }
      throw new Error(`Too much contention on ${key.split(':')[0]}`);
    },
  };
}
