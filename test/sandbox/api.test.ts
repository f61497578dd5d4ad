import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, orderBody, startSandbox, subscriptionBody, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

const raw = (path: string, init: RequestInit) => fetch(`${sb.url}${path}`, init);
const headers = { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' };

describe('requests are checked', () => {
  it('no X-API-KEY or a wrong one: HTTP 401 and a non-zero envelope', async () => {
    for (const key of [undefined, 'sk_wrong']) {
      const response = await raw('/api/v1/order/inquiry', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-VERSION': '1.0.0', ...(key ? { 'X-API-KEY': key } : {}) }, body: '{}' });
      assert.equal(response.status, 401);
      const json = await response.json();
      assert.equal(json.code, 'B0008');
      assert.ok(json.msg);
    }
  });

  it('an X-API-VERSION other than 1.0.0 is refused', async () => {
    const response = await raw('/api/v1/order/inquiry', { method: 'POST', headers: { ...headers, 'X-API-VERSION': '2.0.0' }, body: '{"paymentRequestId":"x"}' });
    assert.equal((await response.json()).code, 'B0010');
  });

  it('a merchantId other than the configured one is refused', async () => {
    const { json } = await sb.api('/order/create', orderBody({ merchantInfo: { merchantId: 'M99999' } }));
    assert.equal(json.code, 'B0009');
    assert.equal((await sb.api('/merchantconfig/inquiry', { merchantId: 'M2' })).json.code, 'B0009');
  });

  it('malformed JSON, a wrong content type, a body over 1 MB, an unknown path: clear envelopes, no stack trace', async () => {
    const cases: Array<[string, RequestInit, string]> = [
      ['/api/v1/order/create', { method: 'POST', headers, body: '{"paymentRequestId": ' }, 'B0011'],
      ['/api/v1/order/create', { method: 'POST', headers: { ...headers, 'Content-Type': 'text/plain' }, body: '{}' }, 'B0012'],
      ['/api/v1/order/create', { method: 'POST', headers, body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }) }, 'B0013'],
      ['/api/v1/nothing/here', { method: 'POST', headers, body: '{}' }, 'D0002'],
      ['/nothing', { method: 'GET' }, 'D0002'],
    ];
    for (const [path, init, code] of cases) {
      const response = await raw(path, init);
      const text = await response.text();
      assert.doesNotMatch(text, /at .*\.ts:\d+|Error:/, `no stack trace for ${path}`);
      assert.equal(JSON.parse(text).code, code, `${path} ${text}`);
    }
    assert.equal((await raw('/sandbox/health', {})).status, 200);
  });

  it('a bad field names the field; a bad cashierLanguage is A0047', async () => {
    const missing = await sb.api('/order/create', { ...orderBody(), orderAmount: undefined });
    assert.equal(missing.json.code, 'A0019');
    assert.match(missing.json.msg, /orderAmount/);
    const language = await sb.api('/subscription/create', subscriptionBody({}, {}, { cashierLanguage: 'en_US' }));
    assert.equal(language.json.code, 'A0047');
    const interval = await sb.api('/subscription/create', subscriptionBody({}, { periodInterval: '13' }));
    assert.equal(interval.json.code, 'A0020');
    assert.match(interval.json.msg, /periodInterval/);
  });

  it('an unknown pay method or currency is refused with the field', async () => {
    assert.match((await sb.api('/order/create', orderBody({}, { payMethodType: 'EWALLET', payMethodName: 'NOPE' }))).json.msg, /payMethodName/);
    assert.match((await sb.api('/order/create', orderBody({ orderCurrency: 'XYZ' }))).json.msg, /currency/);
  });
});
