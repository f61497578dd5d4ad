/**
 * Every route of the sandbox, outside the JSON API bodies fuzz.test.ts covers: any
 * method, odd paths, and bodies it does not expect (none, not JSON, not a form, binary,
 * oversized, wrong content type) answer 4xx (or the route's own 2xx/3xx), never a 5xx,
 * and never a stack trace. Over a real socket, with live payment and management links.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, orderBody, startSandbox, subscriptionBody, submitCard, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
const paths: string[] = [];

before(async () => {
  sb = await startSandbox();
  const card = webUrlOf((await sb.api('/order/create', orderBody())).json.data.orderAction);
  const wallet = webUrlOf((await sb.api('/order/create', orderBody({}, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' }))).json.data.orderAction);
  const body = subscriptionBody();
  const sub = await sb.api('/subscription/create', body);
  await submitCard(webUrlOf(sub.json.data.subscriptionAction), '4242424242424242');
  const managed = await sb.api('/subscription/manage', { subscriptionId: sub.json.data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` });
  const local = (url: string) => new URL(url).pathname;
  paths.push(
    local(card), `${local(card)}/card`, local(wallet), `${local(wallet)}/card`, local(managed.json.data.managementUrl),
    '/hosted/pay/nope', '/hosted/pay/nope/card', '/hosted/manage/nope', '/hosted/pay/%E0%A4%A', '/hosted/manage/%00', '/hosted/pay/' + 'x'.repeat(4000),
    '/hosted/sandbox.css', '/assets/acq-card-form.js', '/assets/..%2F..%2Fpackage.json', '/assets/%E0%A4%A', '/assets/',
    '/sandbox/clock', '/sandbox/callbacks', '/sandbox/health', '/sandbox/nope', '/redirect',
    '/api/v1/order/create', '/api/v1/chargeback/file/upload?merchantId=M10001', '/api/v1/chargeback/file/download?merchantId=M10001&fileId=%E0',
    '/', '/api', '/api/v1', '/hosted', '//hosted/pay', '/%2e%2e/%2e%2e/etc/passwd',
  );
});
after(() => sb.close());

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Bodies a route may meet: [content type, body]. */
const BODIES: Array<[string | undefined, BodyInit | undefined]> = [
  [undefined, undefined],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"card"'],
  ['application/json', '{"number": {"a": 1}, "expiry": [], "cvc": 123, "name": null}'],
  ['application/json', '{'],
  ['application/json', `{"pad":"${'x'.repeat(1_100_000)}"}`],
  ['application/x-www-form-urlencoded', 'decision=approve&decision=decline&action=cancel%'],
  ['application/x-www-form-urlencoded', 'x'.repeat(20_000)],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken'],
  ['text/plain', 'hello'],
  ['application/octet-stream', new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28, 0xa0, 0xa1])],
];

describe('hostile requests to every route', { timeout: 120_000 }, () => {
  it('never a 5xx and never a stack trace, whatever the method, path or body', async () => {
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of METHODS) {
        const bodies = method === 'GET' || method === 'HEAD' ? BODIES.slice(0, 1) : BODIES;
        for (const [type, body] of bodies) {
          // The key matters only where it is checked: /api and /sandbox.
          const keys: Array<Record<string, string>> = /^\/(api|sandbox)/.test(path) ? [{}, { 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' }] : [{}];
          for (const headers of keys) {
            const response = await fetch(`${sb.url}${path}`, { method, headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) }, body, redirect: 'manual' });
            const text = await response.text();
            const what = `${method} ${path.slice(0, 60)} ${type ?? ''} ${String(body ?? '').slice(0, 20)}`;
            if (response.status >= 500 && !(path === '/redirect' && response.status === 501)) failures.push(`${response.status} ${what}`);
            const script = /javascript/.test(response.headers.get('content-type') ?? '');
            if (!script && /at .*\.ts:\d+|Error:|node_modules/.test(text)) failures.push(`stack trace: ${what}`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('a body that is not JSON itself, or arrives encoded, is refused 415 even when its text is a good order', async () => {
    const body = JSON.stringify(orderBody());
    const post = (headers: Record<string, string>) => fetch(`${sb.url}/api/v1/order/create`, { method: 'POST', headers: { 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0', ...headers }, body });
    for (const headers of [{ 'Content-Type': 'application/jsonfoo' }, { 'Content-Type': 'application/json-seq' }, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }] as Record<string, string>[]) {
      const response = await post(headers);
      assert.equal(response.status, 415, JSON.stringify(headers));
      assert.equal(((await response.json()) as { code: string }).code, 'B0012');
    }
    assert.equal((await post({ 'Content-Type': 'application/json; charset=utf-8' })).status, 200);
  });

  it('the sandbox still works afterwards', async () => {
    assert.equal((await fetch(`${sb.url}/sandbox/health`)).status, 200);
    assert.equal((await sb.api('/order/create', orderBody())).json.code, '0');
  });
});
