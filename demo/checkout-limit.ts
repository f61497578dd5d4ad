/**
 * The shop's per-client limit on POST /api/checkout. Every session the route creates is a
 * call to the acquirer, so a client that hammers it gets 429 with a JSON error and
 * Retry-After before anything is parsed or created. The limiter is the proxy's own token
 * bucket (src/server/http/rate-limit.ts), keyed the way the proxy keys its limits
 * (resolveClientKey: on Node the socket's peer address): `perMinute` checkouts at once,
 * refilled at that rate, in this process.
 */
import type { MiddlewareHandler } from 'hono';
import { resolveClientKey } from '../src/server/http/client-key.js';
import { createRateLimiter } from '../src/server/http/rate-limit.js';

/**
 * Checkouts one client address may start per minute unless ACQ_CHECKOUT_RATE_LIMIT says
 * otherwise. A shopper starts a few; the end-to-end suite starts about 30 in its whole
 * run from 127.0.0.1 (the bucket starts full), so neither ever meets it.
 */
export const CHECKOUT_RATE_LIMIT_PER_MINUTE = 60;

/** A request with no peer address (Hono's app.request in a test) has this key: one bucket for all of them. */
const NO_PEER = 'no-peer';

export function checkoutRateLimit(perMinute = CHECKOUT_RATE_LIMIT_PER_MINUTE): MiddlewareHandler {
  const limiter = createRateLimiter({ capacity: perMinute, windowMs: 60_000 });
  return async (c, next) => {
    const key = resolveClientKey(c.req.raw, c.env, { trustProxy: false }) ?? NO_PEER;
    if (limiter.take(key)) return next();
    const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 1000));
    const message = `Too many checkouts from this address (${perMinute} a minute); try again in ${seconds} s`;
    return c.json({ error: { code: 'rate_limited', message } }, 429, { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
  };
}
