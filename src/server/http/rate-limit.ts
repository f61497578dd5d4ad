/**
 * Rate limits of the proxy. With a store that counts across processes (Redis), the
 * limit is one sliding window shared by every process; otherwise a token bucket per
 * client key in this process: `capacity` requests at once, refilled at capacity per
 * `windowMs` (a limit, not an accounting).
 */
import type { MiddlewareHandler } from 'hono';
import { ProxyHttpError } from '../errors.js';
import type { ResolvedProxyOptions } from '../proxy-options.js';
import type { CashierStore, RateDecision } from '../store/store.js';
import { clientKeyOf } from './client-key.js';
import { trustedHops } from './forwarded.js';
import { isPrivateAddress, TRUST_PROXY_DOCS } from './untrusted-proxy.js';
import type { ProxyEnv } from './env.js';

export interface RateLimiter {
  /** True when the request may go ahead (one token taken). */
  take(key: string): boolean;
  /** Milliseconds until the next token for key. */
  retryAfterMs(key: string): number;
}

export interface SharedRateLimiter {
  /** Counts one request of key; rejects with StoreUnavailableError when the store is away (fail closed). */
  take(key: string): Promise<RateDecision>;
  /** The limit's name (`pay`, `view`…), capacity and window, for the 429's log line. */
  readonly name?: string;
  readonly capacity?: number;
  readonly windowMs?: number;
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

/** The store's shared window when it has one, else the in-process token bucket. Keys are prefixed with `ratelimit:<name>:`. */
export function createStoreRateLimiter(
  store: CashierStore,
  options: { name: string; capacity: number; windowMs: number; now?: () => number },
): SharedRateLimiter {
  const prefix = `ratelimit:${options.name}:`;
  const about = { name: options.name, capacity: options.capacity, windowMs: options.windowMs };
  if (store.takeFromWindow) {
    const takeFromWindow = store.takeFromWindow.bind(store);
    return { ...about, take: (key) => takeFromWindow(prefix + key, options.capacity, options.windowMs) };
  }
  const local = createRateLimiter(options);
  return {
    ...about,
    async take(key) {
      const allowed = local.take(key);
      return { allowed, retryAfterMs: allowed ? 0 : local.retryAfterMs(key) };
    },
  };
}

/**
 * A route's per-client limit: the client (clientKeyOf) over it gets 429 with Retry-After
 * before the route spends anything. Capacity Infinity turns the limit off.
 */
export function limitPerClient(
  store: CashierStore,
  opts: ResolvedProxyOptions,
  limit: { name: string; capacity: number; windowMs: number; message: string },
): MiddlewareHandler<ProxyEnv> {
  if (!Number.isFinite(limit.capacity)) return async (_c, next) => next();
  const limiter = createStoreRateLimiter(store, limit);
  return limitedBy(limiter, opts, limit.message);
}

/** The same over a limiter made elsewhere (the pay limiter, shared by the proxy). */
export function limitedBy(limiter: SharedRateLimiter, opts: ResolvedProxyOptions, message: string): MiddlewareHandler<ProxyEnv> {
  const report = refusalReporter(limiter, opts);
  return async (c, next) => {
    const key = clientKeyOf(c.req.raw, c.env, opts);
    const decision = await limiter.take(key);
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      report(key, retryAfter);
      c.header('Retry-After', String(retryAfter));
      throw new ProxyHttpError('rate_limited', message);
    }
    await next();
  };
}

/** How often one client's refusals by one limit are logged: a client hammering the route writes one line a minute, not one per request. */
const REPORT_EVERY_MS = 60_000;
/** Clients remembered for that; beyond it the oldest is forgotten (and may be logged again sooner). */
const REPORTED_KEYS = 1_000;

/**
 * A 429 is a warn line (the request line alone is info, and a merchant whose every
 * shopper is refused must see why), at most once per client key and limit a minute.
 * A key that is a private or loopback address with trustProxy off is most likely the
 * balancer in front: the line then names trustProxy.
 */
function refusalReporter(limiter: SharedRateLimiter, opts: ResolvedProxyOptions): (key: string, retryAfterS: number) => void {
  const reported = new Map<string, number>();
  const behindProxy = (key: string) => !trustedHops(opts.trustProxy) && !opts.clientKey && isPrivateAddress(key);
  return (key, retryAfterS) => {
    const now = Date.now();
    const last = reported.get(key);
    if (last !== undefined && now - last < REPORT_EVERY_MS) return;
    reported.delete(key);
    reported.set(key, now);
    if (reported.size > REPORTED_KEYS) reported.delete(reported.keys().next().value!);
    opts.logger({
      level: 'warn',
      msg: 'rate limited',
      limit: limiter.name ?? 'unnamed',
      capacity: limiter.capacity,
      windowMs: limiter.windowMs,
      clientKey: key,
      retryAfterS,
      ...(behindProxy(key)
        ? { hint: `the client is ${key}, a private address: if every shopper gets 429, they all come through a proxy the cashier proxy does not trust; set trustProxy (ACQ_TRUST_PROXY), see ${TRUST_PROXY_DOCS}` }
        : {}),
    });
  };
}
