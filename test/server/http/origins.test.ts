import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCashierProxy } from '../../../src/server/index.js';
import {
  defaultAllowLoopback,
  isLoopbackOrigin,
  isOriginAllowed,
  normalizeOrigin,
  refusedOriginMessage,
  type OriginPolicy,
} from '../../../src/server/http/origins.js';

describe('normalizeOrigin', () => {
  const table: Array<[string, string | undefined]> = [
    ['https://Shop.Example', 'https://shop.example'],
    ['https://shop.example:443', 'https://shop.example'],
    ['http://shop.example:80/', 'http://shop.example'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['null', undefined],
    ['file:///tmp/a.html', undefined],
    ['chrome-extension://abc', undefined],
    ['', undefined],
  ];
  for (const [origin, expected] of table) {
    it(`${JSON.stringify(origin)} → ${expected}`, () => assert.equal(normalizeOrigin(origin), expected));
  }
});

describe('isLoopbackOrigin', () => {
  const table: Array<[string, boolean]> = [
    ['http://localhost:5173', true],
    ['https://localhost', true],
    ['http://app.localhost:3000', true],
    ['http://127.0.0.1:8080', true],
    ['http://127.1.2.3', true],
    ['http://[::1]:4321', true],
    ['http://localhost.evil.test', false],
    ['http://127.0.0.1.evil.test', false],
    ['http://10.0.0.1:3000', false],
    ['http://[::2]:3000', false],
    ['https://shop.example', false],
    ['null', false],
  ];
  for (const [origin, expected] of table) {
    it(`${origin} → ${expected}`, () => assert.equal(isLoopbackOrigin(origin), expected));
  }
});

describe('isOriginAllowed', () => {
  const strict: OriginPolicy = { allowed: ['https://partner.example', 'https://Spa.Example:8443/'], own: ['https://shop.example'], allowLoopback: false };
  const dev: OriginPolicy = { ...strict, allowLoopback: true };
  const table: Array<[string, OriginPolicy, boolean, string]> = [
    ['https://shop.example', strict, true, 'own origin'],
    ['https://partner.example', strict, true, 'listed'],
    ['https://spa.example:8443', strict, true, 'listed, compared in canonical form'],
    ['https://spa.example', strict, false, 'another port than the listed one'],
    ['http://partner.example', strict, false, 'another scheme than the listed one'],
    ['https://evil.example', strict, false, 'not listed'],
    ['http://localhost:5173', strict, false, 'loopback without allowLoopback'],
    ['http://localhost:5173', dev, true, 'loopback with allowLoopback'],
    ['http://[::1]:3000', dev, true, 'IPv6 loopback with allowLoopback'],
    ['https://evil.example', dev, false, 'allowLoopback lets only loopback in'],
    ['null', dev, false, 'an opaque origin never'],
  ];
  for (const [origin, policy, expected, why] of table) {
    it(`${origin}: ${why}`, () => assert.equal(isOriginAllowed(origin, policy), expected));
  }
});

describe('defaultAllowLoopback', () => {
  const table: Array<[string, boolean]> = [
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010/', true],
    ['https://api.acquirer.example', false],
    ['not a url', false],
  ];
  for (const [baseUrl, expected] of table) {
    it(`${baseUrl} → ${expected}`, () => assert.equal(defaultAllowLoopback(baseUrl), expected));
  }
});

it('the refusal names the origin and the option', () => {
  const message = refusedOriginMessage('https://evil.example');
  assert.match(message, /https:\/\/evil\.example/);
  assert.match(message, /allowedOrigins/);
});

describe('the proxy applies the policy (real HTTP, no acquirer call needed)', () => {
  async function answer(baseUrl: string, origin: string, extra: { allowLoopbackOrigins?: boolean } = {}) {
    const proxy = createCashierProxy({ baseUrl, apiKey: 'k', merchantId: 'M1', publicUrl: 'https://shop.example', logger: () => {}, ...extra });
    const server = createServer(async (req, res) => {
      const answer = await proxy.fetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> }));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(await answer.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/cashier/sessions/cs_unknown`, { headers: { Origin: origin } });
      return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body: (await res.json()) as { error: { code: string; message: string } } };
    } finally {
      server.close();
      await proxy.close();
    }
  }

  it('against the sandbox (loopback baseUrl) a dev server origin passes the origin check', async () => {
    const res = await answer('http://127.0.0.1:4010', 'http://localhost:3000');
    assert.equal(res.status, 404, 'reaches the session lookup');
    assert.equal(res.cors, 'http://localhost:3000');
  });

  it('against a real acquirer the same origin gets a 403 naming allowedOrigins and the origin', async () => {
    const res = await answer('https://api.acquirer.example', 'http://localhost:3000');
    assert.equal(res.status, 403);
    assert.equal(res.body.error.code, 'origin_not_allowed');
    assert.match(res.body.error.message, /allowedOrigins/);
    assert.match(res.body.error.message, /http:\/\/localhost:3000/);
  });

  it('allowLoopbackOrigins: false turns the default off, even with the sandbox', async () => {
    assert.equal((await answer('http://127.0.0.1:4010', 'http://localhost:3000', { allowLoopbackOrigins: false })).status, 403);
  });
});
