import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { signCallback } from '../../../src/server/index.js';
import { API_KEY, assertNoApiKey, createHarness, payOnHostedPage, SHOP } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const inquiries = () => h.calls.filter((p) => p.endsWith('/order/inquiry')).length;
const viewStatus = async (id: string) => (await h.request('GET', `/sessions/${id}`)).json.status;

/** A session with attempt 1 waiting on the hosted page; answers its paymentRequestId. */
async function pendingSession(): Promise<{ id: string; paymentRequestId: string; webUrl: string }> {
  const id = await h.createSession();
  const res = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  const create = h.sent.filter((s) => s.path.endsWith('/order/create')).at(-1)!;
  return { id, paymentRequestId: create.body.paymentRequestId, webUrl: res.json.action.webUrl };
}

async function orderCallback(paymentRequestId: string, notifyId: string, over: Record<string, unknown> = {}): Promise<string> {
  const order = await h.proxy.acquirer.orderInquiry({ paymentRequestId });
  return JSON.stringify({ notifyType: 'ORDER_RESULT', notifyId, notifiedAt: new Date().toISOString(), data: { ...order, ...over } });
}

const post = (body: string, signature: string | undefined) =>
  h.request('POST', '/notify', { raw: body, headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-ACQ-Signature': signature } : {}) } });

test('bad, missing or stale signatures → 401 and no state change', async () => {
  const { id, paymentRequestId } = await pendingSession();
  const body = await orderCallback(paymentRequestId, 'n-bad-1', { orderStatus: 'PAY_SUCCESS' });
  const before = { inquiries: inquiries(), status: await viewStatus(id) };
  const now = Math.floor(Date.now() / 1000);
  for (const signature of [undefined, 'garbage', signCallback('wrong-secret', body, now), signCallback(API_KEY, body, now - 301), signCallback(API_KEY, `${body} `, now)]) {
    const res = await post(body, signature);
    assert.equal(res.status, 401, String(signature));
  }
  await h.settle();
  assert.equal(inquiries(), before.inquiries);
  assert.deepEqual(await viewStatus(id), before.status);
  // The refused notifyId was not remembered: the genuine callback still applies.
  assert.equal((await post(body, signCallback(API_KEY, body))).status, 200);
});

test('the same callback 5 times at once: all acknowledged, applied once', async () => {
  const { id, paymentRequestId, webUrl } = await pendingSession();
  await payOnHostedPage(h.sandbox, webUrl);
  await h.settle();
  const body = await orderCallback(paymentRequestId, 'n-dup-1');
  const before = inquiries();
  const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, signCallback(API_KEY, body))));
  assert.deepEqual(answers.map((a) => [a.status, a.json.result]), Array(5).fill([200, 'success']));
  await h.settle();
  assert.equal(inquiries() - before, 1, 'one inquiry: one application');
  assert.equal((await viewStatus(id)).status, 'succeeded');
});

test('out of order: a late PAY_IN_PROGRESS callback never moves a final state back', async () => {
  const { id, paymentRequestId, webUrl } = await pendingSession();
  const early = await orderCallback(paymentRequestId, 'n-early-1');
  await payOnHostedPage(h.sandbox, webUrl);
  await h.settle();
  assert.equal((await viewStatus(id)).status, 'succeeded');
  const res = await post(early, signCallback(API_KEY, early));
  assert.equal(res.status, 200);
  await h.settle();
  assert.equal((await viewStatus(id)).status, 'succeeded');
});

test('a final state is told only once the inquiry confirms it', async () => {
  const { id, paymentRequestId } = await pendingSession();
  // The callback claims success, but the acquirer (inquiry) still says PAY_IN_PROGRESS.
  const body = await orderCallback(paymentRequestId, 'n-lie-1', { orderStatus: 'PAY_SUCCESS' });
  await post(body, signCallback(API_KEY, body));
  await h.settle();
  assert.equal((await viewStatus(id)).status, 'action_required');
});

test('a final callback is acknowledged only once applied: a failed confirmation answers failed, the resend applies it', async () => {
  const h2 = createHarness({ timeoutMs: 200, retries: 0 });
  try {
    const id = await h2.createSession();
    const res = await h2.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    const paymentRequestId = h2.sent.find((s) => s.path.endsWith('/order/create'))!.body.paymentRequestId;
    // The sandbox's own callback is lost on its way (as if the proxy had crashed).
    h2.inject('/order/inquiry', 'hang');
    await payOnHostedPage(h2.sandbox, res.json.action.webUrl);
    await h2.settle();
    const order = await h2.proxy.acquirer.orderInquiry({ paymentRequestId });
    assert.equal(order.orderStatus, 'PAY_SUCCESS');
    const body = JSON.stringify({ notifyType: 'ORDER_RESULT', notifyId: 'n-slow-1', notifiedAt: new Date().toISOString(), data: order });
    const send = () => h2.request('POST', '/notify', { raw: body, headers: { 'Content-Type': 'application/json', 'X-ACQ-Signature': signCallback(API_KEY, body) } });
    h2.inject('/order/inquiry', 'hang');
    const refused = await send();
    assert.equal(refused.status, 503);
    assert.deepEqual(refused.json, { result: 'failed' });
    assert.equal((await h2.request('GET', `/sessions/${id}`)).json.status.status, 'action_required', 'not applied, not acknowledged');
    const again = await send();
    assert.equal(again.status, 200);
    assert.deepEqual(again.json, { result: 'success' });
    assert.equal((await h2.request('GET', `/sessions/${id}`)).json.status.status, 'succeeded');
  } finally {
    await h2.close();
  }
});

test('a signed but unreadable payload → 400; callbacks for unknown requests are acknowledged and ignored', async () => {
  const junk = '{"notifyType":"NOPE"}';
  assert.equal((await post(junk, signCallback(API_KEY, junk))).status, 400);
  const stray = JSON.stringify({ notifyType: 'ORDER_RESULT', notifyId: 'n-stray', notifiedAt: 'x', data: { paymentRequestId: 'unknown-1', acquiringOrderId: 'a', orderStatus: 'PAY_SUCCESS' } });
  assert.equal((await post(stray, signCallback(API_KEY, stray))).status, 200);
  await h.settle();
});

test('a webhookSecret other than the API key verifies callbacks', async () => {
  const h2 = createHarness({ webhookSecret: 'whsec_other' });
  try {
    const body = JSON.stringify({ notifyType: 'ORDER_RESULT', notifyId: 'n-ws', notifiedAt: 'x', data: { paymentRequestId: 'p', acquiringOrderId: 'a', orderStatus: 'PAY_SUCCESS' } });
    const send = (sig: string) => h2.proxy.fetch(new Request(`${SHOP}/cashier/notify`, { method: 'POST', body, headers: { 'X-ACQ-Signature': sig } }));
    assert.equal((await send(signCallback(API_KEY, body))).status, 401);
    assert.equal((await send(signCallback('whsec_other', body))).status, 200);
  } finally {
    await h2.close();
  }
});

test('a callback that overtakes the create answer still reaches its attempt', async () => {
  const h2 = createHarness();
  try {
    const id = await h2.createSession();
    // The acquirer creates the order, the shopper pays and the callback lands, all before the create answer arrives.
    h2.inject('/order/create', async (req) => {
      const res = await h2.sandbox.fetch(req);
      const created = await res.clone().json();
      await payOnHostedPage(h2.sandbox, created.data.orderAction.webUrl ?? created.data.orderAction);
      await h2.settle();
      return res;
    });
    const paid = await h2.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    assert.equal(paid.json.status, 'succeeded');
    assert.ok(!h2.logs.some((e) => e.msg === 'callback for no known session'));
  } finally {
    await h2.close();
  }
});

test('no response body or log line of this suite carries the API key', () => {
  assertNoApiKey();
});

test('the notify route takes POST only: HEAD, GET and the rest are 405 with Allow, never a handler run', async () => {
  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH']) {
    const answer = await h.request(method, '/notify');
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.get('allow'), 'POST', method);
  }
});
