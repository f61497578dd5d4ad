/**
 * Issue #15 (part A): the proxy's money path is exactly-once. Faults sit between the
 * proxy and the sandbox acquirer (harness.ts): an answer lost after the acquirer
 * committed, a request lost before it, garbage, a callback whose apply fails, a
 * restart. Every assertion is on what the acquirer received and holds.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateSessionInput, SessionResult } from '../../../src/server/index.js';
import { assertNoApiKey, changeInput, createHarness, orderInput, payOnHostedPage, subscriptionInput, type Fault, type Harness } from '../harness.js';

const results: SessionResult[] = [];
const h = createHarness({ payRateLimitPerMinute: 10_000, timeoutMs: 300, retries: 1, onResult: (r) => void results.push(r) });
after(() => h.close());

/** The acquirer commits the request, then its answer is lost on the way back. */
const lostAnswer =
  (harness: Harness): Fault =>
  async (req) => {
    await harness.sandbox.fetch(req);
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
  };

const pay = (harness: Harness, id: string, attempt = 1, over: Record<string, unknown> = {}) =>
  harness.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt, ...over } });

/** The exact texts sent to `path` whose body carries `field` = value. */
const textsOf = (harness: Harness, path: string, field: string, value: string) =>
  harness.sent.filter((s) => s.path.endsWith(path) && s.body?.[field] === value).map((s) => s.text);

const requestIdOf = (harness: Harness, path: string, field: string) => harness.sent.filter((s) => s.path.endsWith(path)).at(-1)!.body[field] as string;
/** The acquirer accepts the cancel while its approval crosses it (the sandbox alone never races). */
const crossingCancel: Fault = async (req) => {
  const body = (await req.json()) as { paymentRequestId: string };
  return Response.json({ code: '0', msg: 'success', data: { paymentRequestId: body.paymentRequestId, acquiringOrderId: 'ord_race', orderStatus: 'CANCELLED' } });
};

const count = (harness: Harness, what: string) => harness.sandbox.counts()[what] ?? 0;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('order create, answer lost after commit and the inquiry down: 503; the retry asks first and follows the one order; no second attempt meanwhile', async () => {
  const id = await h.createSession(orderInput());
  const orders = count(h, 'orders');
  h.inject('/order/create', lostAnswer(h), lostAnswer(h));
  h.inject('/order/inquiry', 'reset', 'reset');
  const first = await pay(h, id);
  assert.equal(first.status, 503);
  assert.equal(count(h, 'orders') - orders, 1, 'the acquirer committed once');
  // A new attempt would be a second order: refused while attempt 1 is unresolved.
  assert.equal((await pay(h, id, 2)).json.error.code, 'attempt_out_of_order');
  const createsBefore = h.calls.filter((p) => p.endsWith('/order/create')).length;
  await tick();
  const retry = await pay(h, id);
  assert.equal(retry.status, 200, retry.text);
  assert.equal(retry.json.status, 'action_required');
  assert.equal(h.calls.filter((p) => p.endsWith('/order/create')).length, createsBefore, 'the inquiry found the order: nothing re-sent');
  await payOnHostedPage(h.sandbox, retry.json.action.webUrl);
  await h.settle();
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'succeeded');
  assert.equal(count(h, 'orders') - orders, 1);
  const told = results.filter((r) => r.sessionId === id);
  assert.deepEqual(told.map((r) => r.status), ['succeeded']);
});

test('order create lost before the acquirer: the later retry sends byte-identical bytes (same key, body, timestamps); one order', async () => {
  const id = await h.createSession(orderInput());
  const orders = count(h, 'orders');
  h.inject('/order/create', 'reset', 'reset');
  assert.equal((await pay(h, id)).status, 503);
  assert.equal(count(h, 'orders'), orders);
  await tick();
  const retry = await pay(h, id);
  assert.equal(retry.status, 200, retry.text);
  const sent = textsOf(h, '/order/create', 'paymentRequestId', requestIdOf(h, '/order/create', 'paymentRequestId'));
  assert.equal(sent.length, 3);
  assert.equal(new Set(sent).size, 1, 'every send of the attempt is the same bytes');
  assert.equal(count(h, 'orders') - orders, 1);
});

test('a create that lands late (after the proxy gave up and the acquirer said none): the cancel still finds and cancels it', async () => {
  const id = await h.createSession(orderInput());
  const orders = count(h, 'orders');
  let landed: Promise<Response> | undefined;
  const late: Fault = (req) => {
    // The relay holds the request past the proxy's timeout, then delivers it.
    landed = new Promise((resolve) => setTimeout(resolve, 700)).then(() => h.sandbox.fetch(req));
    return new Promise(() => {});
  };
  h.inject('/order/create', late, 'reset');
  const first = await pay(h, id);
  assert.ok(first.status >= 500, first.text);
  assert.equal(count(h, 'orders'), orders, 'nothing at the acquirer yet');
  await landed;
  assert.equal(count(h, 'orders') - orders, 1);
  const cancelled = await h.request('POST', `/sessions/${id}/cancel`, { body: {} });
  assert.equal(cancelled.json.status, 'cancelled', cancelled.text);
  const paymentRequestId = requestIdOf(h, '/order/create', 'paymentRequestId');
  assert.equal((await h.proxy.acquirer.orderInquiry({ paymentRequestId })).orderStatus, 'CANCELLED');
  assert.equal((await pay(h, id)).status, 409, 'a closed session takes no attempt');
  assert.equal(count(h, 'orders') - orders, 1);
});

test('a saved-card payment settled at create with its answer lost on every try: the shopper sees it paid, one order, no second attempt, onResult once', async () => {
  const shopper = { userId: 'token-user', userEmail: 'token-user@shop.test' };
  const saving = await h.createSession(orderInput({ userInfo: shopper, paymentInfo: { setupFutureUsage: true } }));
  await payOnHostedPage(h.sandbox, (await pay(h, saving)).json.action.webUrl);
  await h.settle();
  const id = await h.createSession(orderInput({ userInfo: shopper, merchantOrderId: 'mo-token-lost' }));
  const card = (await h.request('GET', `/sessions/${id}`)).json.savedCards[0];
  const orders = count(h, 'orders');
  h.inject('/order/create', lostAnswer(h), lostAnswer(h));
  const paid = await pay(h, id, 1, { tokenId: card.tokenId, payMethodType: card.payMethodType, payMethodName: card.payMethodName });
  assert.equal(paid.status, 200, paid.text);
  assert.equal(paid.json.status, 'succeeded');
  await h.settle();
  assert.equal(count(h, 'orders') - orders, 1);
  assert.equal((await pay(h, id, 2)).status, 409, 'no second attempt after a success');
  const told = results.filter((r) => r.sessionId === id);
  assert.deepEqual(told.map((r) => [r.status, r.merchantReference]), [['succeeded', 'mo-token-lost']]);
  assert.equal(told[0]!.requestId, requestIdOf(h, '/order/create', 'paymentRequestId'));
  assert.ok(told[0]!.acquiringOrderId);
});

test('garbage after commit: the shopper gets the true state from an inquiry at once; one order', async () => {
  const id = await h.createSession(orderInput());
  const orders = count(h, 'orders');
  h.inject('/order/create', async (req) => {
    await h.sandbox.fetch(req);
    return new Response('<html>bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
  });
  const res = await pay(h, id);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.status, 'action_required');
  assert.ok(res.json.action.webUrl);
  assert.equal(count(h, 'orders') - orders, 1);
});

test('subscription create, answer lost after commit on every try: inquiry → the one subscription; sends byte-identical', async () => {
  const id = await h.createSession(subscriptionInput());
  const subscriptions = count(h, 'subscriptions');
  h.inject('/subscription/create', lostAnswer(h), lostAnswer(h));
  const res = await pay(h, id);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.json.status, 'action_required');
  const sent = textsOf(h, '/subscription/create', 'subscriptionRequest', requestIdOf(h, '/subscription/create', 'subscriptionRequest'));
  assert.equal(sent.length, 2);
  assert.equal(new Set(sent).size, 1);
  assert.equal(count(h, 'subscriptions') - subscriptions, 1);
  await payOnHostedPage(h.sandbox, res.json.action.webUrl);
  await h.settle();
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'succeeded');
});

test('subscription change, answer lost after commit and inquiry down: the retry follows the one change', async () => {
  const origin = await h.createSession(subscriptionInput());
  await payOnHostedPage(h.sandbox, (await pay(h, origin)).json.action.webUrl);
  await h.settle();
  const originRequest = requestIdOf(h, '/subscription/create', 'subscriptionRequest');
  const { id } = await h.proxy.createSession(changeInput(originRequest));
  const changes = count(h, 'changes');
  h.inject('/subscription/change', lostAnswer(h), lostAnswer(h));
  h.inject('/subscription/change/inquiry', 'reset', 'reset');
  const first = await pay(h, id);
  assert.equal(first.status, 503, first.text);
  const creates = h.calls.filter((p) => p.endsWith('/subscription/change')).length;
  const retry = await pay(h, id);
  assert.equal(retry.status, 200, retry.text);
  assert.equal(h.calls.filter((p) => p.endsWith('/subscription/change')).length, creates);
  const sent = textsOf(h, '/subscription/change', 'subscriptionRequest', requestIdOf(h, '/subscription/change', 'subscriptionRequest'));
  assert.equal(new Set(sent).size, 1);
  assert.equal(count(h, 'changes') - changes, 1);
});

test('approved after the shopper cancelled, refund answer lost: the callback is not acknowledged, the resend refunds once with the same bytes', async () => {
  const id = await h.createSession(orderInput({ merchantOrderId: 'mo-late-approval' }));
  const res = await pay(h, id);
  const paymentRequestId = requestIdOf(h, '/order/create', 'paymentRequestId');
  h.inject('/order/cancel', crossingCancel);
  assert.equal((await h.request('POST', `/sessions/${id}/cancel`, { body: {} })).json.status, 'cancelled');
  const refunds = count(h, 'refunds');
  h.inject('/order/refund', lostAnswer(h), lostAnswer(h));
  await payOnHostedPage(h.sandbox, res.json.action.webUrl);
  await h.settle();
  assert.equal(count(h, 'refunds') - refunds, 1, 'the refund reached the acquirer once');
  assert.deepEqual(results.filter((r) => r.sessionId === id).map((r) => r.status), ['cancelled'], 'not told before the refund is confirmed');
  // The acquirer sends the unacknowledged callback again a minute later.
  await h.sandbox.clock.advance('PT61S');
  await h.settle();
  const sent = h.sent.filter((s) => s.path.endsWith('/order/refund')).map((s) => s.text);
  assert.equal(sent.length, 3);
  assert.equal(new Set(sent).size, 1, 'the refund is re-sent byte-identical');
  assert.equal(count(h, 'refunds') - refunds, 1);
  const order = await h.proxy.acquirer.orderInquiry({ paymentRequestId });
  assert.equal(order.orderStatus, 'REFUNDED');
  assert.equal((await h.request('GET', `/sessions/${id}/status`)).json.status, 'cancelled');
  const told = results.filter((r) => r.sessionId === id);
  assert.deepEqual(told.map((r) => [r.status, r.refunded]), [['cancelled', undefined], ['cancelled', true]]);
  assert.equal(told[1]!.result?.code, 'approved_after_cancel');
  assert.equal(told[1]!.merchantReference, 'mo-late-approval');
  // Another callback for the same payment: no second refund, no second word.
  await h.sandbox.clock.advance('PT6M');
  await h.settle();
  assert.equal(count(h, 'refunds') - refunds, 1);
  assert.equal(results.filter((r) => r.sessionId === id).length, 2);
});

test('refundApprovedAfterCancel off: the payment is kept, onResult says so', async () => {
  const told: SessionResult[] = [];
  const h2 = createHarness({ refundApprovedAfterCancel: false, onResult: (r) => void told.push(r) });
  try {
    const id = await h2.createSession(orderInput());
    const res = await pay(h2, id);
    h2.inject('/order/cancel', crossingCancel);
    await h2.request('POST', `/sessions/${id}/cancel`, { body: {} });
    await payOnHostedPage(h2.sandbox, res.json.action.webUrl);
    await h2.settle();
    assert.equal(h2.sandbox.counts()['refunds'] ?? 0, 0);
    assert.deepEqual(told.map((r) => [r.status, r.refunded]), [['cancelled', undefined], ['cancelled', false]]);
  } finally {
    await h2.close();
  }
});

test('the order ends with the session: orderExpiredAt is the session expiry; a success reported after the session expired still reaches onResult once', async () => {
  const told: SessionResult[] = [];
  const h2 = createHarness({ sessionTtlMs: 1_500, timeoutMs: 200, retries: 0, onResult: (r) => void told.push(r) });
  try {
    const input = orderInput();
    const { id, expiresAt } = await h2.proxy.createSession(input);
    const res = await pay(h2, id);
    assert.equal(h2.sent.find((s) => s.path.endsWith('/order/create'))!.body.orderExpiredAt, expiresAt);
    // The callback's confirmation fails: not applied, not acknowledged.
    h2.inject('/order/inquiry', 'hang');
    await payOnHostedPage(h2.sandbox, res.json.action.webUrl);
    await h2.settle();
    assert.equal(told.length, 0);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 50));
    assert.equal((await h2.request('GET', `/sessions/${id}/status`)).status, 404, 'the widget sees the session expired');
    await h2.sandbox.clock.advance('PT61S');
    await h2.settle();
    assert.deepEqual(told.map((r) => [r.sessionId, r.status, r.merchantReference]), [[id, 'succeeded', (input as { merchantOrderId: string }).merchantOrderId]]);
    await h2.sandbox.clock.advance('PT6M');
    await h2.settle();
    assert.equal(told.length, 1);
  } finally {
    await h2.close();
  }
});

test('session expiry and orderExpiredAt agree for every kind; a merchant\'s earlier orderExpiredAt shortens the session, a later one cannot lengthen it', async () => {
  const soon = new Date(Date.now() + 10 * 60_000).toISOString();
  const late = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const rows: [string, CreateSessionInput, (expiresAt: string) => void][] = [
    ['order, default', orderInput(), (e) => assert.ok(Math.abs(Date.parse(e) - Date.now() - 3_600_000) < 60_000)],
    ['order, earlier', orderInput({ orderExpiredAt: soon }), (e) => assert.equal(e, soon)],
    ['order, later', orderInput({ orderExpiredAt: late }), (e) => assert.ok(Date.parse(e) < Date.parse(late))],
    ['subscription, earlier', subscriptionInput({ orderExpiredAt: soon }), (e) => assert.equal(e, soon)],
  ];
  for (const [name, input, check] of rows) {
    const { id, expiresAt } = await h.proxy.createSession(input);
    check(expiresAt);
    await pay(h, id);
    const sent = h.sent.filter((s) => /\/(order|subscription)\/create$/.test(s.path)).at(-1)!;
    assert.equal(sent.body.orderExpiredAt, expiresAt, name);
  }
});

test('no response body or log line of this suite carries the API key', () => {
  assertNoApiKey();
});
