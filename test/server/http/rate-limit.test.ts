import { after, before, describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore } from '../../../src/server/store/memory-store.js';
import { createRateLimiter, createStoreRateLimiter } from '../../../src/server/http/rate-limit.js';
import { createHarness } from '../harness.js';
import { MAX_PLAN, manageInput, subscribe } from '../manage-helpers.js';
import { createRedisStore, type RedisCashierStore } from '../../../src/server/store/redis-store.js';
import { redisServerMissing, startRedisServer, type RedisServer } from '../../support/redis-server.js';

test('token bucket: capacity, refill, per key', () => {
  let t = 0;
  const limiter = createRateLimiter({ capacity: 3, windowMs: 60_000, now: () => t });
  assert.deepEqual([1, 2, 3, 4].map(() => limiter.take('ip1')), [true, true, true, false]);
  assert.equal(limiter.take('ip2'), true, 'another client has its own bucket');
  assert.equal(limiter.retryAfterMs('ip1'), 20_000);
  t += 20_000;
  assert.equal(limiter.take('ip1'), true);
  assert.equal(limiter.take('ip1'), false);
});

test('createStoreRateLimiter on a store of one process: the in-process bucket, keyed by name', async () => {
  let t = 0;
  const limiter = createStoreRateLimiter(createMemoryStore(), { name: 'pay', capacity: 2, windowMs: 60_000, now: () => t });
  const decisions = [];
  for (let i = 0; i < 3; i++) decisions.push(await limiter.take('ip1'));
  assert.deepEqual(decisions, [
    { allowed: true, retryAfterMs: 0 },
    { allowed: true, retryAfterMs: 0 },
    { allowed: false, retryAfterMs: 30_000 },
  ]);
  t += 30_000;
  assert.equal((await limiter.take('ip1')).allowed, true);
});

test('GET status and the view are limited per client (statusPerMinute, viewPerMinute): 429 with Retry-After, per address', async () => {
  const h = createHarness({ trustProxy: true, budgets: { statusPerMinute: 3, viewPerMinute: 2 } });
  try {
    const id = await h.createSession();
    const as = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await h.request('GET', `/sessions/${id}/status`, as('192.0.2.1'))).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await h.request('GET', `/sessions/${id}/status`, as('192.0.2.1'));
    assert.equal(refused.json.error.code, 'rate_limited');
    assert.equal(refused.headers.get('retry-after'), '20');
    assert.equal((await h.request('GET', `/sessions/${id}/status`, as('192.0.2.2'))).status, 200, 'another client has its own');
    const views = [];
    for (let i = 0; i < 3; i++) views.push((await h.request('GET', `/sessions/${id}`, as('192.0.2.1'))).status);
    assert.deepEqual(views, [200, 200, 429], 'the view counts apart from status');
    assert.equal((await h.request('GET', '/sessions/cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/status', as('192.0.2.3'))).status, 404, 'unknown sessions are refused before');
  } finally {
    await h.close();
  }
});

test('cancels and management links share one per-client limit (actionsPerMinute): 429 with Retry-After, nothing asked of the acquirer', async () => {
  const h = createHarness({ payRateLimitPerMinute: 10_000, budgets: { actionsPerMinute: 4 }, clientKey: (req) => req.headers.get('X-Client') ?? 'setup' });
  try {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub));
    const order = await h.createSession();
    const as = (client: string, body?: unknown) => ({ headers: { 'X-Client': client }, ...(body ? { body } : {}) });
    const used = [
      await h.request('GET', `/sessions/${sub.sessionId}/manage`, as('a')),
      await h.request('GET', `/sessions/${page}/manage`, as('a')),
      await h.request('POST', `/sessions/${order}/cancel`, as('a', {})),
      await h.request('POST', `/sessions/${page}/subscription/cancel`, as('a', {})),
    ];
    assert.deepEqual(used.map((r) => r.status), [200, 200, 200, 200], used.map((r) => r.text).join('\n'));
    const calls = h.calls.length;
    const over = [
      await h.request('POST', `/sessions/${page}/subscription/cancel`, as('a', {})),
      await h.request('GET', `/sessions/${page}/manage`, as('a')),
      await h.request('POST', `/sessions/${order}/cancel`, as('a', {})),
      await h.request('GET', `/sessions/${sub.sessionId}/manage`, as('a')),
    ];
    assert.deepEqual(over.map((r) => [r.status, r.json.error.code, r.headers.get('retry-after')]), Array(4).fill([429, 'rate_limited', '15']));
    assert.equal(h.calls.length, calls, 'refused before the acquirer');
    assert.equal((await h.request('GET', `/sessions/${page}/manage`, as('b'))).status, 200, 'another client has its own');
  } finally {
    await h.close();
  }
});

test('a per-minute budget of Infinity turns the limit off', async () => {
  const h = createHarness({ budgets: { statusPerMinute: Infinity } });
  try {
    const id = await h.createSession();
    for (let i = 0; i < 200; i++) assert.equal((await h.request('GET', `/sessions/${id}/status`)).status, 200);
  } finally {
    await h.close();
  }
});

describe('createStoreRateLimiter on Redis: one sliding window for every store on the server', { skip: redisServerMissing ?? false, timeout: 30_000 }, () => {
  let server: RedisServer | undefined;
  const stores: RedisCashierStore[] = [];
  before(async () => {
    server = await startRedisServer();
    for (let i = 0; i < 2; i++) {
      const store = createRedisStore({ url: server.url });
      await store.ready();
      stores.push(store);
    }
  });
  after(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await server?.stop();
  });

  it('the limit is shared, refused hits are not counted, the window slides', async () => {
    const [one, two] = stores.map((store) => createStoreRateLimiter(store, { name: 'pay', capacity: 3, windowMs: 400 }));
    const first = await Promise.all([one!, two!, one!, two!, one!].map((l) => l.take('ip1')));
    assert.equal(first.filter((d) => d.allowed).length, 3);
    const refused = first.filter((d) => !d.allowed);
    assert.ok(refused.every((d) => d.retryAfterMs > 0 && d.retryAfterMs <= 400), JSON.stringify(refused));
    assert.equal((await two!.take('ip2')).allowed, true, 'another key has its own window');
    await new Promise((resolve) => setTimeout(resolve, 450));
    const later = await Promise.all([two!, one!, two!, one!].map((l) => l.take('ip1')));
    assert.deepEqual(later.map((d) => d.allowed), [true, true, true, false], 'refused hits did not extend the window');
  });

  it('another limiter name counts apart', async () => {
    const pay = createStoreRateLimiter(stores[0]!, { name: 'pay', capacity: 1, windowMs: 60_000 });
    const other = createStoreRateLimiter(stores[1]!, { name: 'other', capacity: 1, windowMs: 60_000 });
    assert.equal((await pay.take('ip9')).allowed, true);
    assert.equal((await other.take('ip9')).allowed, true);
    assert.equal((await pay.take('ip9')).allowed, false);
  });
});

test("a subscription page's plan changes share the pay budget: a cancel-and-change loop cannot pile up sessions", async () => {
  const h = createHarness({ clientKey: (req) => req.headers.get('X-Client') ?? 'the-shop', payRateLimitPerMinute: 3 });
  try {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub, { plans: [MAX_PLAN] }));
    const as = { 'X-Client': 'shopper' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const change = await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId: 'plan-max' }, headers: as });
      statuses.push(change.status);
      // The shopper's cancel: the next change for this plan makes a new session.
      if (change.status === 200) await h.request('POST', `/sessions/${change.json.id}/cancel`, { body: {}, headers: { 'X-Client': 'shopper-cancels' } });
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    const refused = await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId: 'plan-max' }, headers: as });
    assert.equal(refused.json.error.code, 'rate_limited');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  } finally {
    await h.close();
  }
});
