/**
 * `POST sessions/:id/cancel` is one cancel per session at a time (attempt/cancel.ts,
 * store/shared-outcome.ts): cancels that come while one is at the acquirer answer its
 * outcome, so a client hammering the route costs one order/cancel. Counts are of what
 * reached the acquirer (the harness's call log) and what it holds.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createCashierProxy, createMemoryStore } from '../../../src/server/index.js';
import { createRedisStore } from '../../../src/server/redis.js';
import { redisServerMissing, startRedisServer } from '../../support/redis-server.js';
import { ACQ, API_KEY, createHarness, MERCHANT_ID, orderInput, SHOP, type Fault, type Harness } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const count = (on: Harness, suffix: string) => on.calls.filter((p) => p.endsWith(suffix)).length;
const cancel = (on: Harness, id: string) => on.request('POST', `/sessions/${id}/cancel`, { body: {} });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An order session with attempt 1 sent: an order in progress at the acquirer. */
async function paying(on: Harness): Promise<{ id: string; paymentRequestId: string }> {
  const id = await on.createSession(orderInput());
  const pay = await on.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(pay.status, 200, pay.text);
  const paymentRequestId = on.sent.filter((s) => s.path.endsWith('/order/create')).at(-1)!.body.paymentRequestId as string;
  return { id, paymentRequestId };
}

/** The acquirer takes its time (every concurrent cancel arrives meanwhile), then answers as `then` says. */
const slow =
  (on: Harness, then: (req: Request) => Response | Promise<Response> = (req) => on.sandbox.fetch(req)): Fault =>
  async (req) => {
    await sleep(150);
    return then(req);
  };

describe('one cancel per session at a time', { timeout: 30_000 }, () => {
  test('50 cancels at once: one order/cancel, each answered the cancelled snapshot; later ones 409', async () => {
    const { id, paymentRequestId } = await paying(h);
    h.inject('/order/cancel', slow(h));
    const before = { cancels: count(h, '/order/cancel'), inquiries: count(h, '/order/inquiry') };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cancel(h, id)));
    assert.deepEqual([...new Set(answers.map((a) => `${a.status} ${a.json.status}`))], ['200 cancelled']);
    await h.settle();
    assert.equal(count(h, '/order/cancel') - before.cancels, 1);
    // The acquirer's callback of the cancel is confirmed by one inquiry; the cancels add none.
    assert.ok(count(h, '/order/inquiry') - before.inquiries <= 1);
    assert.equal((await h.proxy.acquirer.orderInquiry({ paymentRequestId })).orderStatus, 'CANCELLED');
    const later = await cancel(h, id);
    assert.deepEqual([later.status, later.json.error.code], [409, 'session_closed']);
    assert.equal(count(h, '/order/cancel') - before.cancels, 1, 'a closed session asks nothing');
  });

  test("a refusal reaches every waiting cancel as the acquirer's 409, once; the next cancel tries again", async () => {
    const { id, paymentRequestId } = await paying(h);
    const refusal = () => Response.json({ code: 'A0055', msg: 'modification in progress', data: null });
    h.inject('/order/cancel', slow(h, refusal));
    const before = count(h, '/order/cancel');
    const answers = await Promise.all(Array.from({ length: 30 }, () => cancel(h, id)));
    assert.deepEqual([...new Set(answers.map((a) => `${a.status} ${a.json.error?.code}`))], ['409 A0055']);
    assert.equal(new Set(answers.map((a) => a.json.error.messageKey)).size, 1);
    assert.equal(count(h, '/order/cancel') - before, 1);
    assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'action_required', 'nothing closed on a refusal');
    const retry = await cancel(h, id);
    assert.equal(retry.json.status, 'cancelled', retry.text);
    assert.equal(count(h, '/order/cancel') - before, 2);
    assert.equal((await h.proxy.acquirer.orderInquiry({ paymentRequestId })).orderStatus, 'CANCELLED');
  });

  test("a claimer that died: its claim lapses and the next cancel does the work, once", async () => {
    const store = createMemoryStore();
    const own = createHarness({ payRateLimitPerMinute: 10_000, store, storeNamespace: 't:', timeoutMs: 300 });
    try {
      const { id, paymentRequestId } = await paying(own);
      // What a process killed mid-cancel leaves: its claim, no outcome; leased for timeoutMs + 1 s.
      await store.set(`t:cancel:${id}`, 'working:crashed', 1_300);
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3].map(() => cancel(own, id)));
      assert.deepEqual(answers.map((a) => a.json.status), ['cancelled', 'cancelled', 'cancelled'], answers.map((a) => a.text).join('\n'));
      assert.ok(Date.now() - started >= 1_000, 'waited for the lease');
      assert.equal(count(own, '/order/cancel'), 1);
      assert.equal((await own.proxy.acquirer.orderInquiry({ paymentRequestId })).orderStatus, 'CANCELLED');
    } finally {
      await own.close();
    }
  });
});

test('two processes on one Redis: 40 cancels over both, one order/cancel, every answer the cancelled snapshot', { skip: redisServerMissing ?? false, timeout: 30_000 }, async () => {
  const redis = await startRedisServer({});
  const stores = [createRedisStore({ url: redis.url }), createRedisStore({ url: redis.url })];
  await Promise.all(stores.map((s) => s.ready()));
  const a = createHarness({ payRateLimitPerMinute: 10_000, store: stores[0] });
  // Process B: its own proxy on the same Redis, calling the same acquirer through A's call log and faults
  // (a fast B would close the session before the last of the 40 cancels arrive, which then rightly get 409).
  const b = createCashierProxy({
    baseUrl: ACQ,
    apiKey: API_KEY,
    merchantId: MERCHANT_ID,
    publicUrl: SHOP,
    store: stores[1],
    clientKey: () => 'in-process',
    budgets: { actionsPerMinute: 100_000 },
    logger: () => {},
    fetch: a.acquirerFetch,
  });
  try {
    const { id, paymentRequestId } = await paying(a);
    a.inject('/order/cancel', slow(a));
    const onB = async () => {
      const res = await b.fetch(new Request(`${SHOP}/cashier/sessions/${id}/cancel`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }));
      return { status: res.status, json: (await res.json()) as { status?: string } };
    };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? onB() : cancel(a, id))));
    assert.deepEqual([...new Set(answers.map((x) => `${x.status} ${x.json.status}`))], ['200 cancelled']);
    assert.equal(count(a, '/order/cancel'), 1);
    assert.equal((await a.proxy.acquirer.orderInquiry({ paymentRequestId })).orderStatus, 'CANCELLED');
  } finally {
    await a.close();
    await b.close();
    await Promise.all(stores.map((s) => s.close()));
    await redis.stop();
  }
});
