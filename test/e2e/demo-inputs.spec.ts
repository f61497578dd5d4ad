/**
 * What the demo does not expect — other methods, paths, bodies, sessions — gets a 4xx page
 * and leaves nothing behind: no session, no call to the acquirer, no stack trace. The
 * demo's app answers here without a socket or a browser (Hono's app.request), its proxy
 * a stand-in that counts what would have been created.
 */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { createDemoApp } from '../../demo/app.js';
import type { CashierProxy } from '../../src/server/index.js';

const root = new URL('../..', import.meta.url).pathname;
const origin = 'http://127.0.0.1:5999';
const KNOWN = 'cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
/** A session whose view the acquirer's outage keeps from loading. */
const DOWN = 'cs_DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD';

function demo() {
  const created = { sessions: 0, acquirerCalls: 0 };
  const notFound = Object.assign(new Error('No such cashier session, or it has expired'), { code: 'session_not_found' });
  const proxy = {
    fetch: async () => new Response('proxy'),
    createSession: async () => ({ id: `cs_${String(++created.sessions).padStart(32, '0')}`, expiresAt: '2099-01-01T00:00:00Z' }),
    view: async (id: string) => {
      if (id === DOWN) throw new Error('The acquirer did not answer (timeout) after 3 tries');
      if (id !== KNOWN) throw notFound;
      return {};
    },
    acquirer: new Proxy({}, { get: () => async () => { created.acquirerCalls += 1; throw new Error('no acquirer in this test'); } }),
  } as unknown as CashierProxy;
  const pages = new Map([['index.html', Buffer.from('<!doctype html><title>shop</title>')]]);
  const app = createDemoApp({ proxy, publicUrl: origin, merchantId: 'm-1' }, { cdn: join(root, 'dist/cdn'), pages });
  return { created, request: (path: string, init?: RequestInit) => app.request(`${origin}${path}`, init) };
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };
const big = (bytes: number) => 'x'.repeat(bytes);
/** A body whose length is not announced (chunked), larger than any limit. */
const stream = () => new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big(300_000))); c.close(); } });

const unexpected: Array<[string, string, RequestInit, number]> = [
  ['PUT on a page', '/', { method: 'PUT' }, 405],
  ['DELETE on a checkout page', '/cdn.html', { method: 'DELETE' }, 405],
  ['POST on a static page', '/theme-preview.html', { method: 'POST', headers: form, body: '' }, 405],
  ['GET of the checkout API', '/api/checkout', {}, 405],
  ['PATCH of the checkout API', '/api/checkout', { method: 'PATCH' }, 405],
  ['an unknown page', '/nope.html', {}, 404],
  ['an unknown API', '/api/orders', {}, 404],
  ['a path out of the CDN folder', '/cdn/%2e%2e/%2e%2e/package.json', {}, 404],
  ['a path out of the pages', '/%2e%2e/package.json', {}, 404],
  ['a CDN file of another type', '/cdn/../../demo/server.ts', {}, 404],
  ['an unknown session on the script-tag page', '/cdn.html?session=bogus', {}, 404],
  ['an unknown session on the return address', '/cdn.html?acq_session=cs_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', {}, 404],
  ['an unknown session on the server-rendered page', '/ssr.html?session=bogus', {}, 404],
  ['an unknown session on the checkout page', '/checkout.html?session=bogus', {}, 404],
  ['the checkout page without a session', '/checkout.html', {}, 404],
  ['an unknown session in the Vite app', '/spa/?session=bogus', {}, 404],
  ['a JSON body to the Checkout form', '/cdn.html', { method: 'POST', headers: json, body: '{}' }, 415],
  ['no body type to the Checkout form', '/ssr.html', { method: 'POST' }, 415],
  ["another site's Checkout form", '/cdn.html', { method: 'POST', headers: { ...form, origin: 'https://evil.example' }, body: '' }, 403],
  ['a large form', '/cdn.html', { method: 'POST', headers: form, body: big(5000) }, 413],
  ['a large form of no announced length', '/ssr.html', { method: 'POST', headers: form, body: stream(), duplex: 'half' } as RequestInit, 413],
  ['a text body to the checkout API', '/api/checkout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"item":"coffee-1kg"}' }, 415],
  ['JSON null to the checkout API', '/api/checkout', { method: 'POST', headers: json, body: 'null' }, 400],
  ['broken JSON to the checkout API', '/api/checkout', { method: 'POST', headers: json, body: '{"item":' }, 400],
  ['an unknown item', '/api/checkout', { method: 'POST', headers: json, body: '{"item":"gold-bar"}' }, 400],
  ['a plan change in a language the acquirer refuses', '/api/checkout', { method: 'POST', headers: json, body: '{"item":"club-to-brew-box","language":"not a tag!"}' }, 400],
  ['a broken theme', '/api/checkout', { method: 'POST', headers: json, body: '{"item":"club-to-brew-box","appearance":"{bad"}' }, 400],
  ['an unknown session on the subscription page', '/account.html?session=ms_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', {}, 404],
  ['an unknown return to the subscription page', '/account.html?acq_session=bogus', {}, 404],
  ['Manage without a subscription', '/account.html', { method: 'POST', headers: form, body: '' }, 404],
  ["another site's Manage form", '/account.html', { method: 'POST', headers: { ...form, origin: 'https://evil.example' }, body: '' }, 403],
  ['a JSON body to the Manage form', '/account.html', { method: 'POST', headers: json, body: '{}' }, 415],
  ['a large checkout request', '/api/checkout', { method: 'POST', headers: json, body: JSON.stringify({ item: 'coffee-1kg', appearance: big(100_000) }) }, 413],
];

test.describe('unexpected input to the demo', () => {
  for (const [name, path, init, status] of unexpected) {
    test(`${name}: ${status}, nothing created`, async () => {
      const { created, request } = demo();
      const response = await request(path, init);
      expect(response.status).toBe(status);
      const body = await response.text();
      expect(body).not.toMatch(/\n\s+at |Error:/);
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
      if (status === 405) expect(response.headers.get('allow')).toMatch(/GET|POST/);
      expect(created).toEqual({ sessions: 0, acquirerCalls: 0 });
    });
  }

  test('an unknown session: a friendly page that offers a new checkout', async () => {
    const response = await demo().request('/ssr.html?language=de-DE&session=cs_CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain('This checkout does not exist or has expired. Nothing was charged.');
    expect(body).toContain('<a href="/ssr.html?language=de-DE">Start a new checkout</a>');
  });

  test('an outage: a 500 page without a stack trace, and one line in the log', async () => {
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const response = await demo().request(`/cdn.html?session=${DOWN}`);
      expect(response.status).toBe(500);
      expect(await response.text()).not.toMatch(/\n\s+at |timeout/);
    } finally {
      console.error = error;
    }
    expect(logged).toEqual([['demo: Error: The acquirer did not answer (timeout) after 3 tries']]);
  });

  test('GETs create no session; the Checkout POST creates one and sends the shopper to it', async () => {
    const { created, request } = demo();
    for (let i = 0; i < 20; i++) {
      for (const path of ['/cdn.html', '/ssr.html', '/ssr.html?language=de-DE', `/cdn.html?session=${KNOWN}`]) {
        expect((await request(path)).status).toBe(200);
      }
    }
    expect(created.sessions).toBe(0);
    const response = await request('/cdn.html', { method: 'POST', headers: { ...form, origin }, body: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/cdn.html?session=cs_${'1'.padStart(32, '0')}`);
    expect(created.sessions).toBe(1);
  });
});
