/**
 * The proxy (with its sandbox in this process) for view-route.ts: `node --import tsx
 * view-route-server.ts`. The view's per-client limit is lifted (one load client); the
 * parent gets `{url, sessions}` over IPC (and GET /__cpu its CPU time): an order session in English (the bench's) and
 * one in German (a catalog in the view).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { listenSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy } from '../../src/server/index.js';
import { orderInput } from './order-input.js';
import { SANDBOX_HEADERS, SANDBOX_MERCHANT } from './sandbox-bodies.js';

function listen(app: Hono): Promise<string> {
  return new Promise((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

const sandbox = await listenSandbox({ port: 0 });
const app = new Hono();
let proxy: ReturnType<typeof createCashierProxy> | undefined;
app.all('/cashier/*', (c) => proxy!.fetch(c.req.raw, c.env));
// This process's CPU time (µs): the parent divides it by the requests served, a figure less shaken by busy neighbours than req/s.
app.get('/__cpu', (c) => c.json(process.cpuUsage()));
const url = await listen(app);
proxy = createCashierProxy({
  baseUrl: sandbox.url,
  apiKey: SANDBOX_HEADERS['X-API-KEY'],
  merchantId: SANDBOX_MERCHANT,
  publicUrl: url,
  basePath: '/cashier',
  logger: () => undefined,
  budgets: { viewPerMinute: Number.POSITIVE_INFINITY },
});
const en = await proxy.createSession(orderInput(url));
const de = await proxy.createSession(orderInput(url, 'de'));
process.send?.({ url, sessions: { en: en.id, de: de.id } });
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
