import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { ProxyError, StatusSnapshot } from '../../../src/core/api/cashier.js';
import { assertNoApiKey, createHarness } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 10_000, timeoutMs: 100, retries: 2 });
after(() => h.close());

const creates = () => h.calls.filter((p) => p.endsWith('/order/create')).length;
const orders = () => h.sandbox.counts()['orders'] ?? 0;
const pay = (id: string, attempt = 1) => h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt } });

test('10 concurrent pay calls for one attempt → exactly one create at the acquirer, one answer', async () => {
  const id = await h.createSession();
  const before = { creates: creates(), orders: orders() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => pay(id)));
  assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
  assert.equal(new Set(answers.map((a) => a.json.action.webUrl)).size, 1);
  assert.equal(creates() - before.creates, 1);
  assert.equal(orders() - before.orders, 1);
});

test('the same attempt again (reload, double click) replays the stored answer without calling the acquirer', async () => {
  const id = await h.createSession();
  const first = await pay(id);
  const before = h.calls.length;
  const again = await pay(id);
  assert.deepEqual(again.json, first.json);
  assert.equal(h.calls.length, before);
});

test('faults between proxy and acquirer: 503 and reset are retried with one object; the answer is clean', async () => {
  const id = await h.createSession();
  const before = orders();
  h.inject('/order/create', new Response('busy', { status: 503 }), 'reset');
  const res = await pay(id);
  assert.equal(res.status, 200);
  StatusSnapshot.parse(res.json);
  assert.equal(orders() - before, 1);
});

test('timeouts on every try → 504 ProxyError, no stack; the same attempt later creates exactly one order', async () => {
  const id = await h.createSession();
  const before = orders();
  h.inject('/order/create', 'hang', 'hang', 'hang');
  const res = await pay(id);
  assert.equal(res.status, 504);
  const error = ProxyError.parse(res.json).error;
  assert.equal(error.code, 'acquirer_unavailable');
  assert.equal(error.messageKey, 'error.timeout');
  assert.doesNotMatch(res.text, /at \w+ \(|\.ts:\d+|node:internal/);
  assert.equal(orders() - before, 0);
  const retry = await pay(id);
  assert.equal(retry.status, 200);
  assert.equal(orders() - before, 1);
});

test('a malformed envelope → 502 ProxyError; 503 on every try → 503', async () => {
  const id = await h.createSession();
  h.inject('/order/create', new Response('{"weird":true}', { headers: { 'Content-Type': 'application/json' } }));
  const bad = await pay(id);
  assert.equal(bad.status, 502);
  assert.equal(ProxyError.parse(bad.json).error.code, 'acquirer_protocol');
  h.inject('/order/create', new Response('', { status: 503 }), new Response('', { status: 503 }), new Response('', { status: 503 }));
  const down = await pay(id);
  assert.equal(down.status, 503);
  assert.equal(down.json.error.messageKey, 'error.unavailable');
});

test('a business refusal fails the attempt with its code and message key; the next attempt is allowed', async () => {
  const id = await h.createSession();
  h.inject('/order/create', Response.json({ code: 'A0034', msg: 'limit', data: {} }));
  const refused = StatusSnapshot.parse((await pay(id)).json);
  assert.equal(refused.status, 'failed');
  assert.equal(refused.result?.code, 'A0034');
  assert.equal(refused.result?.messageKey, 'error.amountLimit');
  assert.equal((await pay(id, 2)).status, 200);
});

test('the view degrades without saved cards when tokenization fails, and answers 503 when the config is down', async () => {
  const id = await h.createSession();
  h.inject('/tokenization/inquiry', new Response('', { status: 500 }), new Response('', { status: 500 }), new Response('', { status: 500 }));
  const view = await h.request('GET', `/sessions/${id}`);
  assert.equal(view.status, 200);
  assert.deepEqual(view.json.savedCards, []);
  const h2 = createHarness({ timeoutMs: 50, retries: 1 });
  try {
    const id2 = await h2.createSession();
    h2.inject('/paymethodconfig/inquiry', 'reset', 'reset');
    const down = await h2.request('GET', `/sessions/${id2}`);
    assert.equal(down.status, 503);
    ProxyError.parse(down.json);
  } finally {
    await h2.close();
  }
});

test('no response body or log line of this suite carries the API key', () => {
  assertNoApiKey();
});
