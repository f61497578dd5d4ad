/**
 * What the widget gets from an embedded proxy whose API key the acquirer refuses: a route
 * that needs the acquirer answers 502 merchant_misconfigured (error.generic, a request
 * id) after one call, never retried; a create request refused that way settles the
 * attempt as failed with result.code merchant_misconfigured (it was not carried out).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness } from '../harness.js';

const refused = createHarness({ apiKey: 'sk_test_refused_by_the_acquirer_1' });
const good = createHarness();
after(() => Promise.all([refused.close(), good.close()]));

test('view and pay with a refused key: 502 merchant_misconfigured, one acquirer call each, a log line naming ACQ_API_KEY', { timeout: 20_000 }, async () => {
  const id = await refused.createSession();
  const answers = [
    await refused.request('GET', `/sessions/${id}`),
    await refused.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } }),
  ];
  for (const answer of answers) {
    assert.equal(answer.status, 502, answer.text);
    assert.equal(answer.json.error.code, 'merchant_misconfigured');
    assert.equal(answer.json.error.messageKey, 'error.generic');
    assert.match(answer.json.error.requestId, /^req_/);
    assert.doesNotMatch(answer.text, /sk_test_refused/);
  }
  // The view and the pay call each stop at the pay method check: two calls, no retries.
  assert.deepEqual(refused.calls, ['/api/v1/paymethodconfig/inquiry', '/api/v1/paymethodconfig/inquiry']);
  assert.ok(refused.logs.some((entry) => entry.level === 'error' && /apiKey \(ACQ_API_KEY\)/.test(entry.msg)));
});

test('a create request refused with B0008: sent once, the attempt failed with result.code merchant_misconfigured', { timeout: 20_000 }, async () => {
  const id = await good.createSession();
  good.inject('/order/create', Response.json({ code: 'B0008', msg: 'X-API-KEY is not valid' }, { status: 401 }));
  const paid = await good.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(paid.status, 200, paid.text);
  assert.equal(paid.json.status, 'failed');
  assert.equal(paid.json.result.code, 'merchant_misconfigured');
  assert.equal(good.calls.filter((path) => path.endsWith('/order/create')).length, 1);
});
