/**
 * A create request the acquirer refuses for one of its fields (A0019/A0020/A0021) is the
 * merchant's input, which no shopper can fix: the shopper sees a failed payment and the
 * merchant's log says which field, in the acquirer's words, which never reach the browser.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sessionTag } from '../../../src/server/index.js';
import { createHarness, orderInput } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const words = 'orderCurrency: XTS is not a currency of this merchant (EUR, USD)';

test('a field refusal at Pay: failed for the shopper, an error line with the acquirer\'s words for the merchant', async () => {
  const id = await h.createSession(orderInput());
  h.inject('/order/create', Response.json({ code: 'A0021', msg: words }));
  const pay = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(pay.json.status, 'failed');
  assert.doesNotMatch(pay.text, /XTS/, 'the acquirer\'s words stay on the server');
  assert.doesNotMatch((await h.request('GET', `/sessions/${id}`)).text, /XTS/);
  const line = h.logs.find((e) => e.level === 'error' && e.sessionId === sessionTag(id));
  assert.ok(line, 'an error line names the session');
  assert.equal(line.code, 'A0021');
  assert.equal(line.detail, words);
  assert.match(line.msg, /fix the createSession input/);
});

test('a decline is the shopper\'s, not an error line', async () => {
  const id = await h.createSession(orderInput());
  h.inject('/order/create', Response.json({ code: 'A0031', msg: 'insufficient funds' }));
  await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(h.logs.filter((e) => e.level === 'error' && e.sessionId === sessionTag(id)).length, 0);
});
