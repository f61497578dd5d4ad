import type { CashierStore } from './store.js';

interface Entry {
  value: string;
  expiresAt: number;
}

type Now = () => number;

/** Values with a time to live: a lapsed entry reads as absent and goes. */
function createTtlMap(now: Now) {
  const entries = new Map<string, Entry>();
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
  const sweep = () => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };
  return { read, write, sweep, delete: (key: string) => void entries.delete(key), clear: () => entries.clear() };
}

/** takeSlot's leases: key → holder → expiry. */
function createSlotLeases(now: Now) {
  const slots = new Map<string, Map<string, number>>();

  /** The live leases of key (lapsed ones dropped; an empty key goes). */
  const leases = (key: string): Map<string, number> => {
    const held = slots.get(key) ?? new Map<string, number>();
    const t = now();
    for (const [holder, expiresAt] of held) if (expiresAt <= t) held.delete(holder);
    if (held.size === 0) slots.delete(key);
    return held;
  };

  return {
    take(key: string, holder: string, limit: number, ttlMs: number): boolean {
      const held = leases(key);
      if (!held.has(holder) && held.size >= limit) return false;
      held.set(holder, now() + ttlMs);
      slots.set(key, held);
      return true;
    },
    release(key: string, holder: string): void {
      const held = leases(key);
      held.delete(holder);
      if (held.size === 0) slots.delete(key);
    },
    sweep(): void {
      for (const key of [...slots.keys()]) leases(key);
    },
    clear: () => slots.clear(),
  };
}

/** In-process publish/subscribe by channel name. */
function createChannels() {
  const channels = new Map<string, Set<(message: string) => void>>();
  return {
    publish(channel: string, message: string): void {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...(channels.get(channel) ?? [])]) {
        try {
          listener(message);
        } catch {
          // One broken subscriber must not stop the others.
        }
      }
    },
    subscribe(channel: string, listener: (message: string) => void): () => Promise<void> {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      return async () => {
        set.delete(listener);
        if (set.size === 0 && channels.get(channel) === set) channels.delete(channel);
      };
    },
    clear: () => channels.clear(),
  };
}

/**
 * The default single-process CashierStore. Expired keys are dropped lazily on read and
 * by a periodic sweep (unref'd, so it never keeps a process alive).
 */
export function createMemoryStore(options: { sweepMs?: number; now?: Now } = {}): CashierStore {
  const { sweepMs = 60_000, now = Date.now } = options;
  const entries = createTtlMap(now);
  const channels = createChannels();
  const slots = createSlotLeases(now);

  const sweep = setInterval(() => {
    entries.sweep();
    slots.sweep();
  }, sweepMs);
  sweep.unref?.();

  return {
    async get(key) {
      return entries.read(key);
    },
    async set(key, value, ttlMs) {
      entries.write(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (entries.read(key) !== undefined) return false;
      entries.write(key, value, ttlMs);
      return true;
    },
    async compareAndSet(key, expected, next, ttlMs) {
      if (entries.read(key) !== expected) return false;
      entries.write(key, next, ttlMs);
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async takeSlot(key, holder, limit, ttlMs) {
      return slots.take(key, holder, limit, ttlMs);
    },
    async releaseSlot(key, holder) {
      slots.release(key, holder);
    },
    async publish(channel, message) {
      channels.publish(channel, message);
    },
    async subscribe(channel, listener) {
      return channels.subscribe(channel, listener);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
      channels.clear();
      slots.clear();
    },
  };
}
