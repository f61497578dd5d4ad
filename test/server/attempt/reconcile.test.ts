/**
 * A proxy that dies mid-payment leaves nothing hanging: the next one started on the
 * same store asks the acquirer about every pending session (in the background) and
 * settles it, and the merchant's onResult hears the result once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createCashierProxy, createMemoryStore, type CashierProxy, type CashierProxyOptions, type CashierStore, type SessionResult } from '../../../src/server/index.js';
import { ACQ, API_KEY, MERCHANT_ID, orderInput, payOnHostedPage, SHOP } from '../harness.js';

const down = async (): Promise<Response> => {
  throw new TypeError('fetch failed: the proxy is down');
};

/** One sandbox, whose callbacks go wherever `deliver` points (nowhere while the proxy is down). */
function world() {
  let deliver: (req: Request) => Promise<Response> = down;
  const sandbox = createSandbox({ apiKey: API_KEY, merchantId: MERCHANT_ID, publicUrl: ACQ, tickMs: 50, fetch: async (input, init) => deliver(new Request(input as string, init)) });
  const store = createMemoryStore();
  const told: SessionResult[] = [];
  const start = (fetch: typeof globalThis.fetch, s: CashierStore = store, heartbeatMs = 15_000, onResult = (r: SessionResult) => void told.push(r), more: Partial<CashierProxyOptions> = {}): CashierProxy =>
    createCashierProxy({
      ...more,
      heartbeatMs,
      baseUrl: ACQ,
      apiKey: API_KEY,
      merchantId: MERCHANT_ID,
      publicUrl: SHOP,
      store: s,
      fetch,
      timeoutMs: 300,
      retries: 0,
      retryBaseMs: 5,
      logger: () => {},
      onResult,
      clientKey: () => 'in-process',
    });
  const acquirer = (async (input: RequestInfo | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init))) as typeof fetch;
  return { sandbox, store, told, start, acquirer, route: (to: (req: Request) => Promise<Response>) => (deliver = to) };
}

/** Runs a test in a fresh world and stops its sandbox after. */
async function inWorld(run: (w: ReturnType<typeof world>) => Promise<void>): Promise<void> {
  const w = world();
  try {
    await run(w);
  } finally {
    w.sandbox.close();
  }
}

/** A new order session and its first pay call (attempt 1, by card). */
async function startPayment(proxy: CashierProxy) {
  const { id } = await proxy.createSession(orderInput());
  return { id, paid: await call(proxy, 'POST', `/sessions/${id}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 }) };
}

const call = async (proxy: CashierProxy, method: string, path: string, body?: unknown) => {
  const res = await proxy.fetch(
    new Request(`${SHOP}/cashier${path}`, { method, ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}) }),
  );
  return { status: res.status, json: (await res.json()) as any };
};

test('the callback was lost while the proxy was down: the next start reconciles the session, onResult once', () =>
  inWorld(async (w) => {
    const first = w.start(w.acquirer);
    const { id, paid } = await startPayment(first);
    assert.equal(paid.json.status, 'action_required');
    await first.close(); // the proxy dies; the shopper pays meanwhile, and the callback finds nobody
    await payOnHostedPage(w.sandbox, paid.json.action.webUrl);
    await w.sandbox.callbacksIdle();
    assert.equal(w.told.length, 0);
    const second = w.start(w.acquirer);
    await second.idle();
    // Told by the start-up reconciliation alone, before any request reaches the new proxy.
    assert.deepEqual(w.told.map((r) => [r.sessionId, r.status]), [[id, 'succeeded']]);
    assert.equal((await call(second, 'GET', `/sessions/${id}`)).json.status.status, 'succeeded');
    // A third start finds nothing pending: no second word.
    const third = w.start(w.acquirer);
    await third.idle();
    assert.equal(w.told.length, 1);
    await Promise.all([second.close(), third.close()]);
  }));

test('the proxy died between the create and its answer: the next start finds the order by its request id and follows it', () =>
  inWorld(async (w) => {
    let lose = true;
    const lossy = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const path = new URL(req.url).pathname;
      if (lose && path.endsWith('/order/inquiry')) throw new TypeError('fetch failed');
      const res = await w.sandbox.fetch(req);
      if (lose && path.endsWith('/order/create')) throw new TypeError('fetch failed');
      return res;
    }) as typeof fetch;
    const first = w.start(lossy);
    const { id } = await first.createSession(orderInput());
    assert.equal((await call(first, 'POST', `/sessions/${id}/pay`, { payMethodType: 'CREDITCARD', attempt: 1 })).status, 503);
    await first.close();
    lose = false;
    const orders = w.sandbox.counts()['orders'];
    const inquiries: string[] = [];
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (req.url.endsWith('/order/inquiry')) inquiries.push(req.url);
      return w.sandbox.fetch(req);
    }) as typeof fetch;
    const second = w.start(counting);
    w.route((req) => second.fetch(req));
    await second.idle();
    assert.equal(inquiries.length, 1, 'the start-up asked about the unsettled attempt');
    const view = (await call(second, 'GET', `/sessions/${id}`)).json;
    assert.equal(inquiries.length, 1, 'the view found it settled already');
    assert.equal(view.status.status, 'action_required', 'the order found by inquiry, with its page');
    await payOnHostedPage(w.sandbox, view.status.action.webUrl);
    await w.sandbox.callbacksIdle();
    await second.idle();
    assert.equal((await call(second, 'GET', `/sessions/${id}`)).json.status.status, 'succeeded');
    assert.equal(w.sandbox.counts()['orders'], orders, 'no second order');
    assert.deepEqual(w.told.map((r) => [r.sessionId, r.status, typeof r.acquiringOrderId]), [[id, 'succeeded', 'string']]);
    await second.close();
  }));

test('the callback never arrives: the open event stream learns the result from the acquirer within a few heartbeats', () =>
  inWorld(async (w) => {
    const proxy = w.start(w.acquirer, w.store, 200);
    const { id, paid } = await startPayment(proxy);
    const events = await proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}/events`));
    const streamed = events.text();
    const started = Date.now();
    await payOnHostedPage(w.sandbox, paid.json.action.webUrl);
    await w.sandbox.callbacksIdle();
    const text = await streamed; // the stream ends on the final status
    assert.match(text, /"status":"succeeded"/);
    assert.ok(Date.now() - started < 5_000, `heard after ${Date.now() - started} ms`);
    await proxy.idle();
    assert.deepEqual(w.told.map((r) => [r.sessionId, r.status]), [[id, 'succeeded']]);
    await proxy.close();
  }));

test('the process stored a result but never finished telling onResult (it died): the next start tells it, once', () =>
  inWorld(async (w) => {
    const dying = w.start(w.acquirer, w.store, 15_000, () => {
      throw new Error('killed before the listener returned');
    });
    w.route((req) => dying.fetch(req));
    const { id, paid } = await startPayment(dying);
    await payOnHostedPage(w.sandbox, paid.json.action.webUrl);
    await w.sandbox.callbacksIdle();
    await dying.close();
    assert.equal((await call(dying, 'GET', `/sessions/${id}`)).json.status.status, 'succeeded', 'stored');
    const second = w.start(w.acquirer);
    await second.idle();
    assert.deepEqual(w.told.map((r) => [r.sessionId, r.status]), [[id, 'succeeded']]);
    const third = w.start(w.acquirer);
    await third.idle();
    assert.equal(w.told.length, 1, 'told: nothing left for the next start');
    await Promise.all([second.close(), third.close()]);
  }));

test('a callback that never comes to a running proxy (no browser asks either): the periodic sweep tells onResult, once, by one of two processes', () =>
  inWorld(async (w) => {
    // Two processes on one store, callbacks lost (a wrong publicUrl, say): only the sweep can learn the result.
    const [a, b] = [w.start(w.acquirer, w.store, 15_000, undefined, { reconcileEveryMs: 150 }), w.start(w.acquirer, w.store, 15_000, undefined, { reconcileEveryMs: 150 })];
    try {
      const { paid } = await startPayment(a);
      await payOnHostedPage(w.sandbox, paid.json.action.webUrl);
      const deadline = Date.now() + 5_000;
      while (w.told.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(w.told[0]?.status, 'succeeded');
      await new Promise((resolve) => setTimeout(resolve, 400)); // more sweeps, on both processes
      assert.equal(w.told.length, 1, 'told once');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }));
