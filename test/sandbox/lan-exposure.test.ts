/**
 * The sandbox exposed on a LAN: the API key is compared in constant time, the callbacks
 * (shoppers' emails) need the key, and hosted pages may be framed only by the merchant's
 * own origins and loopback.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { frameAncestors, LOOPBACK_ANCESTORS } from '../../src/sandbox/frame-ancestors.js';
import { isApiKey } from '../../src/sandbox/http.js';
import { resolveOptions } from '../../src/sandbox/options.js';
import { API_KEY, orderBody, startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

describe('the API key', { timeout: 20_000 }, () => {
  it('matches only itself, whatever the length sent (digests of equal length are compared)', () => {
    const options = resolveOptions({ apiKey: 'sk_test_abc' });
    assert.equal(isApiKey('sk_test_abc', options), true);
    for (const wrong of [null, undefined, '', 'sk_test_ab', 'sk_test_abcd', 'x'.repeat(10_000), 'sk_test_abc\u0000', 'ſk_test_abc']) {
      assert.equal(isApiKey(wrong, options), false, JSON.stringify(wrong)?.slice(0, 20));
    }
  });

  it('a wrong key of any length answers 401 B0008, never 500', async () => {
    for (const key of ['s', API_KEY.slice(0, -1), `${API_KEY}x`, 'k'.repeat(4096)]) {
      const response = await fetch(`${sb.url}/api/v1/order/inquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-VERSION': '1.0.0', 'X-API-KEY': key },
        body: '{"paymentRequestId":"x"}',
      });
      assert.equal(response.status, 401);
      assert.equal((await response.json()).code, 'B0008');
    }
  });
});

describe('GET /sandbox/callbacks', { timeout: 20_000 }, () => {
  it('needs X-API-KEY: without it or with a wrong one 401, with it the records (emails included)', async () => {
    const created = await sb.api('/order/create', orderBody({}, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' }));
    await fetch(created.json.data.orderAction.webUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }), redirect: 'manual' });
    await sb.sandbox.callbacksIdle();
    for (const headers of [{}, { 'X-API-KEY': 'sk_wrong' }] as Array<Record<string, string>>) {
      const refused = await fetch(`${sb.url}/sandbox/callbacks`, { headers });
      assert.equal(refused.status, 401);
      const text = await refused.text();
      assert.equal(JSON.parse(text).code, 'B0008');
      assert.doesNotMatch(text, /@example\.com/);
    }
    const allowed = await fetch(`${sb.url}/sandbox/callbacks`, { headers: { 'X-API-KEY': API_KEY } });
    assert.equal(allowed.status, 200);
    const text = await allowed.text();
    assert.equal(JSON.parse(text).code, '0');
    assert.match(text, /user-1@example\.com/);
  });
});

describe('frame-ancestors of the hosted pages', { timeout: 20_000 }, () => {
  const ancestorsOf = (response: Response) => /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
  const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

  it('a payment page: its merchant URLs\' origins and loopback, never *', async () => {
    const created = await sb.api('/order/create', orderBody({ cancelRedirectUrl: 'https://shop.example:8443/cart', notifyUrl: 'https://api.merchant.example/notify' }));
    const page = await fetch(created.json.data.orderAction.webUrl);
    assert.equal(page.status, 200);
    assert.deepEqual(ancestorsOf(page), ['https://merchant.example', 'https://shop.example:8443', 'https://api.merchant.example', ...LOOPBACK]);
  });

  it('a page of no payment (unknown link, /redirect): loopback only', async () => {
    for (const path of ['/hosted/pay/nope', '/hosted/manage/nope', '/redirect']) {
      assert.deepEqual(ancestorsOf(await fetch(`${sb.url}${path}`)), LOOPBACK, path);
    }
  });

  it('the frameAncestors option replaces the merchant origins (loopback stays); a bad entry is refused at start', async () => {
    const strict = await startSandbox({ frameAncestors: ['https://shop.example', 'https://*.shop.example:*'] });
    try {
      const created = await strict.api('/order/create', orderBody());
      assert.deepEqual(ancestorsOf(await fetch(created.json.data.orderAction.webUrl)), ['https://shop.example', 'https://*.shop.example:*', ...LOOPBACK]);
    } finally {
      await strict.close();
    }
    for (const bad of ["'unsafe-inline'", 'https://shop.example/path', 'javascript:alert(1)', 'https://shop.example; script-src *', '']) {
      assert.throws(() => resolveOptions({ frameAncestors: [bad] }), /frameAncestors/, bad);
    }
  });
});

describe('frameAncestors()', { timeout: 5_000 }, () => {
  it('keeps http(s) origins once, drops what CSP cannot name (IPv6 literal) or is no URL', () => {
    assert.deepEqual(
      frameAncestors(undefined, ['https://a.example/x', 'https://a.example/y', 'http://[::1]:3000/', 'mailto:x@y.z', 'not a url', undefined, 'http://localhost:5173/back']),
      ['https://a.example', 'http://localhost:5173', ...LOOPBACK_ANCESTORS],
    );
    assert.deepEqual(frameAncestors(['*'], ['https://a.example']), ['*', ...LOOPBACK_ANCESTORS]);
  });
});
