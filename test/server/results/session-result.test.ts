import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { SessionResult } from '../../../src/server/index.js';
import { createHarness, orderInput, payOnHostedPage, subscriptionInput } from '../harness.js';

const results: SessionResult[] = [];
const h = createHarness({
  payRateLimitPerMinute: 10_000,
  onResult: (result) => {
    results.push(result);
  },
});
after(() => h.close());

async function payAndApprove(id: string): Promise<void> {
  const res = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  await payOnHostedPage(h.sandbox, res.json.action.webUrl);
  await h.settle();
}

test("the merchant's server hears a settled payment once, with its own reference and the acquirer's ids", async () => {
  const id = await h.createSession(orderInput({ merchantOrderId: 'shop-order-77' }));
  await payAndApprove(id);
  // Reading the status again (as a return page would) does not announce it twice.
  await h.request('GET', `/sessions/${id}/status`);
  await h.settle();
  const mine = results.filter((r) => r.sessionId === id);
  assert.equal(mine.length, 1);
  const [result] = mine;
  assert.equal(result!.status, 'succeeded');
  assert.equal(result!.kind, 'order');
  assert.equal(result!.merchantReference, 'shop-order-77');
  assert.match(result!.requestId!, /-1$/);
  assert.ok(result!.acquiringOrderId);
});

test("the shopper's cancel is announced; a session still open is not", async () => {
  const open = await h.createSession(orderInput());
  const cancelled = await h.createSession(orderInput());
  await h.request('POST', `/sessions/${cancelled}/cancel`, { body: {} });
  await h.settle();
  assert.deepEqual(results.filter((r) => r.sessionId === cancelled).map((r) => r.status), ['cancelled']);
  assert.equal(results.filter((r) => r.sessionId === open).length, 0);
});

test('a listener that throws is logged and changes nothing for the shopper', async () => {
  const failing = createHarness({
    onResult: () => {
      throw new Error('fulfilment down');
    },
  });
  try {
    const id = await failing.createSession(orderInput());
    const res = await failing.request('POST', `/sessions/${id}/cancel`, { body: {} });
    assert.equal(res.status, 200);
    await failing.settle();
    assert.ok(failing.logs.some((l) => l.level === 'error' && String(l.msg).includes('onResult')));
  } finally {
    await failing.close();
  }
});

test('approved on the open authorization page after the shopper cancelled: cancelled at the acquirer, the merchant told', async () => {
  const id = await h.createSession(subscriptionInput({ merchantSubscriptionId: 'plan-late' }));
  const res = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(res.json.status, 'action_required');
  assert.equal((await h.request('POST', `/sessions/${id}/cancel`, { body: {} })).json.status, 'cancelled');
  await payOnHostedPage(h.sandbox, res.json.action.webUrl);
  await h.settle();
  const subscriptionRequest = h.sent.filter((s) => s.path.endsWith('/subscription/create')).at(-1)!.body.subscriptionRequest;
  const atAcquirer = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest });
  assert.equal(atAcquirer.subscriptionStatus, 'MERCHANT_CANCELLED');
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'cancelled');
  const told = results.filter((r) => r.sessionId === id);
  assert.deepEqual(told.map((r) => r.status), ['cancelled', 'cancelled']);
  assert.equal(told[1]!.result?.code, 'approved_after_cancel');
  assert.equal(told[1]!.refunded, undefined, 'a subscription is cancelled, not refunded');
  assert.equal(told[1]!.merchantReference, 'plan-late');
});
