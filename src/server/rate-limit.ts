/**
 * A token bucket per client key: `capacity` requests at once, refilled at
 * capacity per `windowMs`. In memory, per instance (a limit, not an accounting).
 */
export interface RateLimiter {
  /** True when the request may go ahead (one token taken). */
  take(key: string): boolean;
  /** Milliseconds until the next token for key. */
  retryAfterMs(key: string): number;
}

export function createRateLimiter(options: { capacity: number; windowMs: number; now?: () => number; maxKeys?: number }): RateLimiter {
  const { capacity, windowMs, now = Date.now, maxKeys = 10_000 } = options;
  const perMs = capacity / windowMs;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refill = (key: string) => {
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + (t - bucket.at) * perMs);
    bucket.at = t;
    // Re-insert to keep the Map in least-recently-used order for eviction.
    buckets.delete(key);
    buckets.set(key, bucket);
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
    return bucket;
  };

  return {
    take(key) {
      const bucket = refill(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    retryAfterMs(key) {
      const bucket = refill(key);
      return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / perMs);
    },
  };
}
