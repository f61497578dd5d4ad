/** The development proxy of `acq-sandbox --proxy-port`: POST /sessions only for this machine. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { isLoopbackAddress, listenDevProxy, type DevProxy } from '../../src/sandbox/dev-proxy.js';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { API_KEY, MERCHANT } from './helpers.js';

let sandbox: ListeningSandbox;
let proxy: DevProxy;
before(async () => {
  sandbox = await listenSandbox({ port: 0, tickMs: 60_000 });
  proxy = await listenDevProxy({ sandboxUrl: sandbox.url, apiKey: API_KEY, merchantId: MERCHANT, webhookSecret: API_KEY, port: 0, host: '127.0.0.1' });
});
after(async () => {
  await proxy?.close();
  await sandbox?.close();
});

const createSession = (headers: Record<string, string>, method = 'POST') =>
  fetch(`${proxy.url}/sessions`, { method, headers: { 'Content-Type': 'application/json', ...headers }, ...(method === 'POST' ? { body: '{"orderAmount":"9.99"}' } : {}) });

describe('dev proxy POST /sessions', { timeout: 30_000 }, () => {
  it('refuses a page on another origin (403, no CORS grant), preflight included', async () => {
    for (const origin of ['https://evil.example', 'http://192.168.1.20:5173', 'null', 'http://localhost.evil.example']) {
      const refused = await createSession({ Origin: origin });
      assert.equal(refused.status, 403, origin);
      assert.equal(refused.headers.get('access-control-allow-origin'), null);
      assert.equal(((await refused.json()) as { error: { code: string } }).error.code, 'origin_not_allowed');
      assert.equal((await createSession({ Origin: origin, 'Access-Control-Request-Method': 'POST' }, 'OPTIONS')).status, 403);
    }
  });

  it('creates a session for a loopback page (201, CORS granted) and for curl on this machine (no Origin)', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const created = await createSession({ Origin: origin });
      assert.equal(created.status, 201, origin);
      assert.equal(created.headers.get('access-control-allow-origin'), origin);
    }
    const curl = await createSession({});
    assert.equal(curl.status, 201);
    assert.ok(((await curl.json()) as { id: string }).id);
  });

  it('an unexpected method or body answers 4xx', async () => {
    assert.equal((await createSession({}, 'GET')).status, 404);
    const malformed = await fetch(`${proxy.url}/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"orderAmount":' });
    assert.equal(malformed.status, 400);
    const huge = await fetch(`${proxy.url}/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ orderDescription: 'x'.repeat(200_000) }) });
    assert.equal(huge.status, 413);
    for (const body of ['[]', '"x"', '{"kind":"subscription"}', '{"orderAmount":"-1"}', 'null']) {
      const response = await fetch(`${proxy.url}/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      assert.ok(response.status >= 400 && response.status < 500, `${body}: ${response.status}`);
    }
  });
});

/** This machine's LAN address, when it has one: a client connecting to it is not loopback. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

describe('dev proxy on a LAN', { timeout: 30_000 }, () => {
  it('refuses a client on the LAN whatever Origin it writes', { skip: lanAddress ? false : 'no LAN address here' }, async () => {
    const lan = await listenDevProxy({ sandboxUrl: sandbox.url, apiKey: API_KEY, merchantId: MERCHANT, webhookSecret: API_KEY, port: 0, host: '0.0.0.0' });
    try {
      const port = new URL(lan.url).port;
      for (const headers of [{}, { Origin: 'http://localhost' }, { Origin: 'http://127.0.0.1:5173' }] as Array<Record<string, string>>) {
        const response = await fetch(`http://${lanAddress}:${port}/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{"orderAmount":"0.01"}' });
        assert.equal(response.status, 403, JSON.stringify(headers));
      }
    } finally {
      await lan.close();
    }
  });
});

describe('isLoopbackAddress', { timeout: 5_000 }, () => {
  it('only this machine', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) assert.equal(isLoopbackAddress(a), true, a);
    for (const a of [undefined, '', '192.168.1.5', '::ffff:10.0.0.1', '10.127.0.1', 'fe80::1', '1127.0.0.1']) assert.equal(isLoopbackAddress(a), false, String(a));
  });
});
