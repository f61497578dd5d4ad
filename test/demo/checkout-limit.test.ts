/**
 * The shop's /api/checkout has a per-client limit (demo/checkout-limit.ts): a client over
 * its checkouts a minute gets 429 with a JSON error and Retry-After, and no session is
 * created; another client is not held up by it; the default lets far more than a
 * shopper (or the end-to-end suite) starts through. ACQ_CHECKOUT_RATE_LIMIT sets it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDemoApp } from '../../demo/app.js';
import { CHECKOUT_RATE_LIMIT_PER_MINUTE } from '../../demo/checkout-limit.js';
import { perMinuteOption, StartError } from '../../demo/start-errors.js';
import type { CashierProxy } from '../../src/server/index.js';

const SHOP = 'http://127.0.0.1:5999';

/** The demo app over a stand-in proxy that counts the sessions it would have created. */
function demo(checkoutRateLimitPerMinute?: number) {
  const created = { sessions: 0 };
  const proxy = {
    fetch: async () => new Response('proxy'),
    createSession: async () => ({ id: `cs_${String(++created.sessions).padStart(32, '0')}`, expiresAt: '2099-01-01T00:00:00Z' }),
  } as unknown as CashierProxy;
  const app = createDemoApp({ proxy, publicUrl: SHOP, merchantId: 'm-1', checkoutRateLimitPerMinute }, { cdn: '/nonexistent', pages: new Map() });
  /** POST /api/checkout from `peer` (the socket's address, as @hono/node-server passes it), or from no socket at all. */
  const checkout = (peer?: string, body = '{"item":"coffee-1kg"}') =>
    app.request(`${SHOP}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined);
  /** A page's Checkout button: POST of the empty form. */
  const form = (path: string, peer?: string) =>
    app.request(`${SHOP}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined);
  return { created, checkout, form };
}

describe('the demo checkout limit', () => {
  it('over the limit: 429, a JSON error, Retry-After, and no session; another address still checks out', async () => {
    const { created, checkout } = demo(3);
    for (let i = 0; i < 3; i++) assert.equal((await checkout('127.0.0.1')).status, 200);
    const refused = await checkout('127.0.0.1');
    assert.equal(refused.status, 429);
    assert.match(refused.headers.get('content-type') ?? '', /^application\/json/);
    // 3 a minute: the next one in 20 s (19 on a machine slow enough to refill for a second meanwhile).
    const retryAfter = refused.headers.get('retry-after');
    assert.ok(retryAfter === '20' || retryAfter === '19', String(retryAfter));
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const body = (await refused.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'rate_limited');
    assert.equal(body.error.message, `Too many checkouts from this address (3 a minute); try again in ${retryAfter} s`);
    assert.equal(created.sessions, 3);
    // Refused before the body is read: a bad or oversized one is refused the same.
    assert.equal((await checkout('127.0.0.1', '{"item":')).status, 429);
    assert.equal((await checkout('::ffff:127.0.0.1', 'x'.repeat(100_000))).status, 429);
    assert.equal((await checkout('127.0.0.2')).status, 200);
    assert.equal((await checkout('::1')).status, 200);
    assert.equal(created.sessions, 5);
  });

  it("the pages' Checkout buttons share the limit: 429 as the shop's error page, Retry-After, no session", async () => {
    const { created, checkout, form } = demo(3);
    assert.equal((await checkout('127.0.0.1')).status, 200);
    assert.equal((await form('/cdn.html', '127.0.0.1')).status, 303);
    assert.equal((await form('/ssr.html', '127.0.0.1')).status, 303);
    assert.equal(created.sessions, 3);
    for (const path of ['/cdn.html', '/ssr.html', '/account.html']) {
      const refused = await form(path, '127.0.0.1');
      assert.equal(refused.status, 429, path);
      assert.match(refused.headers.get('content-type') ?? '', /^text\/html/);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1, path);
      assert.match(await refused.text(), /Too many checkouts from this address \(3 a minute\)/);
    }
    assert.equal((await checkout('127.0.0.1')).status, 429);
    assert.equal(created.sessions, 3);
    assert.equal((await form('/cdn.html', '127.0.0.2')).status, 303);
  });

  it('the default: 60 at once from one address (the end-to-end suite starts about 30 in all), the 61st refused', async () => {
    assert.equal(CHECKOUT_RATE_LIMIT_PER_MINUTE, 60);
    const { created, checkout } = demo();
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await checkout('127.0.0.1')).status);
    assert.deepEqual(statuses, [...Array(60).fill(200), 429]);
    assert.equal(created.sessions, 60);
    assert.equal((await checkout('127.0.0.1')).headers.get('retry-after'), '1');
  });

  it('requests without a socket (Hono app.request in tests) share one bucket; each demo app has its own', async () => {
    const { checkout } = demo(2);
    assert.deepEqual([(await checkout()).status, (await checkout()).status, (await checkout()).status], [200, 200, 429]);
    assert.equal((await demo(2).checkout()).status, 200);
  });

  it('ACQ_CHECKOUT_RATE_LIMIT: a whole number from 1; unset keeps the default; anything else stops the start naming it', () => {
    assert.equal(perMinuteOption('ACQ_CHECKOUT_RATE_LIMIT', {}), undefined);
    assert.equal(perMinuteOption('ACQ_CHECKOUT_RATE_LIMIT', { ACQ_CHECKOUT_RATE_LIMIT: ' ' }), undefined);
    assert.equal(perMinuteOption('ACQ_CHECKOUT_RATE_LIMIT', { ACQ_CHECKOUT_RATE_LIMIT: '1000' }), 1000);
    for (const bad of ['0', '-5', '1.5', '1e3', 'ten', '10/min']) {
      assert.throws(
        () => perMinuteOption('ACQ_CHECKOUT_RATE_LIMIT', { ACQ_CHECKOUT_RATE_LIMIT: bad }),
        (error: unknown) => error instanceof StartError && error.message === `ACQ_CHECKOUT_RATE_LIMIT=${JSON.stringify(bad)} is not a number of requests per minute (a whole number, 1 or more)`,
        bad,
      );
    }
    // The proxy's pay limit reads the same way: a typo no longer turns it off (Number('ten') is NaN).
    assert.throws(() => perMinuteOption('ACQ_PAY_RATE_LIMIT', { ACQ_PAY_RATE_LIMIT: 'ten' }), StartError);
  });
});
