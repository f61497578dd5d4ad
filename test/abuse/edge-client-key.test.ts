/**
 * Row 3 of issue #27: mounted as the README used to show (`proxy.fetch(c.req.raw)`, no
 * env), every client shared the rate-limit key `unknown`, so ten bad pays from one
 * address gave every other shopper a 429. Now a mount that cannot tell clients apart
 * is refused loudly (500 proxy_misconfigured, logged once, naming the fix), and the
 * README's mounts key each client by its own address.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { CashierProxy } from '../../src/server/index.js';
import { badPay, startWorld } from './edge-support.js';

/** The proxy behind hono on Node, mounted by `mount` (the merchant's one line). */
function honoOnNode(mount: (proxy: CashierProxy) => (c: { req: { raw: Request }; env: unknown }) => Promise<Response>) {
  return (proxy: CashierProxy) =>
    new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
      const app = new Hono();
      app.all('/cashier/*', mount(proxy));
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => (server.closeAllConnections?.(), server.close(() => done()))),
        }),
      ) as ReturnType<typeof serve> & { closeAllConnections?(): void };
    });
}

test('the old README mount (no env): 500 proxy_misconfigured naming the fix, logged once, never one shared bucket', { timeout: 30_000 }, async () => {
  const world = await startWorld({ payRateLimitPerMinute: 10 }, honoOnNode((proxy) => (c) => proxy.fetch(c.req.raw)));
  try {
    const id = await world.session();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await badPay(world.server.url, id, '127.0.0.2'));
    const other = await badPay(world.server.url, id, '127.0.0.3');
    for (const answer of [...answers, other]) {
      assert.equal(answer.status, 500);
      const body = JSON.parse(answer.text) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'proxy_misconfigured');
      assert.match(body.error.message, /proxy\.fetch\(c\.req\.raw, c\.env\)/);
      assert.match(body.error.message, /clientKey/);
    }
    assert.ok(!answers.some((a) => a.status === 429), 'nobody is limited on behalf of another');
    assert.equal(world.logs.filter((e) => e.msg === 'proxy misconfigured: no client key').length, 1, 'logged once, not per request');
    // The view is rate-limited per client too: it refuses the same way, never one shared bucket.
    const view = await fetch(`${world.server.url}/cashier/sessions/${id}`);
    assert.equal(view.status, 500);
    assert.equal(((await view.json()) as { error: { code: string } }).error.code, 'proxy_misconfigured');
  } finally {
    await world.close();
  }
});

test('the README mount (c.env): 10 bad pays limit that address only; another shopper pays on', { timeout: 30_000 }, async () => {
  const world = await startWorld({ payRateLimitPerMinute: 10 }, honoOnNode((proxy) => (c) => proxy.fetch(c.req.raw, c.env)));
  try {
    const id = await world.session();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await badPay(world.server.url, id, '127.0.0.2')).status);
    assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
    assert.equal((await badPay(world.server.url, id, '127.0.0.3')).status, 400, '127.0.0.3 has its own bucket');
    assert.equal((await badPay(world.server.url, id, '127.0.0.2')).status, 429, '127.0.0.2 is still limited');
  } finally {
    await world.close();
  }
});

test('listenCashierProxy and a clientKey option: keyed per client too', { timeout: 30_000 }, async () => {
  const plain = await startWorld({ payRateLimitPerMinute: 2 });
  try {
    const id = await plain.session();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await badPay(plain.server.url, id, '127.0.0.4')).status);
    assert.deepEqual(statuses, [400, 400, 429]);
    assert.equal((await badPay(plain.server.url, id, '127.0.0.5')).status, 400);
  } finally {
    await plain.close();
  }
  // Workers-style: no address in env, the platform's header names the client.
  const keyed = await startWorld({ payRateLimitPerMinute: 2, clientKey: (req) => req.headers.get('CF-Connecting-IP') ?? undefined }, honoOnNode((proxy) => (c) => proxy.fetch(c.req.raw)));
  try {
    const id = await keyed.session();
    const as = (ip: string) => badPay(keyed.server.url, id, '127.0.0.6', { 'CF-Connecting-IP': ip });
    assert.deepEqual([(await as('198.51.100.1')).status, (await as('198.51.100.1')).status, (await as('198.51.100.1')).status], [400, 400, 429]);
    assert.equal((await as('198.51.100.2')).status, 400);
  } finally {
    await keyed.close();
  }
});
