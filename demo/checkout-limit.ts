/**
 * The shop's per-client limit on every route that creates a session: POST /api/checkout
 * and the Checkout buttons of /cdn.html, /ssr.html and /account.html (one bucket for all of
 * them). Every such session is a call to the acquirer, so a client that hammers them gets
 * 429 (JSON from the API, the shop's error page from a page) with Retry-After before
 * anything is parsed or created. The limiter is the proxy's own token
 * bucket (src/server/http/rate-limit.ts), keyed the way the proxy keys its limits
 * (resolveClientKey: on Node the socket's peer address): `perMinute` checkouts at once,
 * refilled at that rate, in this process.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { resolveClientKey } from '../src/server/http/client-key.js';
import { createRateLimiter } from '../src/server/http/rate-limit.js';
import { errorPage } from './error-page.js';

/**
 * Checkouts one client address may start per minute unless ACQ_CHECKOUT_RATE_LIMIT says
 * otherwise. A shopper starts a few; the end-to-end suite starts about 30 in its whole
 * run from 127.0.0.1 (the bucket starts full), so neither ever meets it.
 */
export const CHECKOUT_RATE_LIMIT_PER_MINUTE = 60;

/** A request with no peer address (Hono's app.request in a test) has this key: one bucket for all of them. */
const NO_PEER = 'no-peer';

/** One limiter, as the API answers (`json`) and as a page's form does (`page`). */
export interface CheckoutLimit {
  json: MiddlewareHandler;
  page: MiddlewareHandler;
}

export function checkoutRateLimit(perMinute = CHECKOUT_RATE_LIMIT_PER_MINUTE): CheckoutLimit {
  const limiter = createRateLimiter({ capacity: perMinute, windowMs: 60_000 });
  /** Undefined when the client may go on; else the wait and the words. */
  const refusal = (c: Context): { seconds: number; message: string } | undefined => {
    const key = resolveClientKey(c.req.raw, c.env, { trustProxy: false }) ?? NO_PEER;
    if (limiter.take(key)) return undefined;
    const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 1000));
    return { seconds, message: `Too many checkouts from this address (${perMinute} a minute); try again in ${seconds} s` };
  };
  const headers = (seconds: number) => ({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
  return {
    json: async (c, next) => {
      const refused = refusal(c);
      return refused ? c.json({ error: { code: 'rate_limited', message: refused.message } }, 429, headers(refused.seconds)) : next();
    },
    page: async (c, next) => {
      const refused = refusal(c);
      if (!refused) return next();
      const page = errorPage(429, refused.message);
      for (const [name, value] of Object.entries(headers(refused.seconds))) page.headers.set(name, value);
      return page;
    },
  };
}
