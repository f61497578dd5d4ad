import type { CashierStore } from './store.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The default single-process CashierStore. Expired keys are dropped lazily on read and
 * by a periodic sweep (unref'd, so it never keeps a process alive).
 */
export function createMemoryStore(options: { sweepMs?: number; now?: () => number } = {}): CashierStore {
  const { sweepMs = 60_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const channels = new Map<string, Set<(message: string) => void>>();
  /** takeSlot's leases: key → holder → expiry. */
  const slots = new Map<string, Map<string, number>>();

  const read = (key: string): string | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  };
  const write = (key: string, value: string, ttlMs: number): void => {
    entries.set(key, { value, expiresAt: now() + ttlMs });
  };

  /** The live leases of key (lapsed ones dropped; an empty key goes). */
  const leases = (key: string): Map<string, number> => {
    const held = slots.get(key) ?? new Map<string, number>();
    const t = now();
    for (const [holder, expiresAt] of held) if (expiresAt <= t) held.delete(holder);
    if (held.size === 0) slots.delete(key);
    return held;
  };

  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
    for (const key of [...slots.keys()]) leases(key);
  }, sweepMs);
  sweep.unref?.();

  return {
    async get(key) {
      return read(key);
    },
    async set(key, value, ttlMs) {
      write(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (read(key) !== undefined) return false;
      write(key, value, ttlMs);
      return true;
    },
    async compareAndSet(key, expected, next, ttlMs) {
      if (read(key) !== expected) return false;
      write(key, next, ttlMs);
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async takeSlot(key, holder, limit, ttlMs) {
      const held = leases(key);
      if (!held.has(holder) && held.size >= limit) return false;
      held.set(holder, now() + ttlMs);
      slots.set(key, held);
      return true;
    },
    async releaseSlot(key, holder) {
      const held = leases(key);
      held.delete(holder);
      if (held.size === 0) slots.delete(key);
    },
    async publish(channel, message) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...(channels.get(channel) ?? [])]) {
        try {
          listener(message);
        } catch {
          // One broken subscriber must not stop the others.
        }
      }
    },
    async subscribe(channel, listener) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size === 0 && channels.get(channel) === set) channels.delete(channel);
      };
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
      channels.clear();
      slots.clear();
    },
  };
}
