/**
 * Where the proxy keeps sessions, idempotency claims and callback de-duplication, and
 * how status changes reach every instance's SSE subscribers. Values are strings (the
 * proxy serializes JSON) so that a Redis implementation maps one-to-one:
 * get → GET, set → SET PX, setIfAbsent → SET NX PX, compareAndSet → a WATCH/MULTI or a
 * small Lua script, delete → DEL, publish/subscribe → PUBLISH/SUBSCRIBE, takeSlot /
 * releaseSlot → a sorted set of leases (Lua).
 */
export interface CashierStore {
  get(key: string): Promise<string | undefined>;
  /** Stores value under key for ttlMs milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores value only when key holds nothing; true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /**
   * Replaces the value only when the key currently holds `expected` (undefined: holds
   * nothing); true when this call replaced it.
   */
  compareAndSet(key: string, expected: string | undefined, next: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  /** Calls listener with every message published on channel; resolves to an unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  /**
   * Counts one hit on key in a sliding window of windowMs shared by every process on the
   * store (Redis: one Lua script over a sorted set). Refused hits are not counted.
   * Absent on stores of a single process: the proxy then limits in memory.
   */
  takeFromWindow?(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /**
   * Takes (or renews) one of `limit` slots of key for `holder`, leased for ttlMs: true
   * when holder holds a slot after the call. A holder that already holds one always
   * renews it; a lapsed lease is free again, so a process that dies without releasing
   * gives its slots back within ttlMs (Redis: one Lua script over a sorted set).
   */
  takeSlot(key: string, holder: string, limit: number, ttlMs: number): Promise<boolean>;
  /** Gives holder's slot of key back (harmless when it holds none); the key goes once empty. */
  releaseSlot(key: string, holder: string): Promise<void>;
  /** Releases timers and connections. */
  close?(): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until a hit would be allowed (0 when allowed). */
  retryAfterMs: number;
}
