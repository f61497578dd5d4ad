/**
 * A server for the load benches, in its own process so that autocannon (in the parent)
 * does not share its event loop: `node --import tsx --expose-gc server-process.ts <role> '<json>'`.
 * Roles: sandbox; proxy (the merchant proxy at /cashier, optionally on a Redis store);
 * bare (a minimal hono app forwarding to the same sandbox endpoints). Every role also
 * answers GET /__bench/memory (after GC). The parent gets `{url, memoryUrl}` over IPC.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { listenSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, type CashierStore } from '../../src/server/index.js';
import { orderInput } from './order-input.js';
import { bareOrderBody, SANDBOX_HEADERS, SANDBOX_MERCHANT } from './sandbox-bodies.js';
import { BENCH_PROXY_LIMITS } from './proxy-limits.js';

export type Role = 'sandbox' | 'proxy' | 'bare';

export interface ServerOptions {
  /** The sandbox's URL (proxy, bare). */
  baseUrl?: string;
  /** proxy: a Redis URL to share sessions with other proxy processes. */
  redisUrl?: string;
}

function memoryRoute(app: Hono): void {
  app.get('/__bench/memory', (c) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    for (let i = 0; i < 3; i++) gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return c.json({ rss, heapUsed, gc: Boolean(gc) });
  });
}

function listen(app: Hono): Promise<string> {
  return new Promise((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

async function redisStore(url: string): Promise<CashierStore> {
  const { createRedisStore } = await import('../../src/server/store/redis-store.js');
  const store = createRedisStore({ url });
  await store.ready(5_000);
  return store;
}

interface Started {
  url: string;
  /** Where GET /__bench/memory answers. */
  memoryUrl: string;
}

async function proxyServer(options: ServerOptions): Promise<Started> {
  const app = new Hono();
  memoryRoute(app);
  let publicUrl = '';
  const store = options.redisUrl ? await redisStore(options.redisUrl) : undefined;
  let proxy: ReturnType<typeof createCashierProxy> | undefined;
  app.all('/cashier/*', (c) => proxy!.fetch(c.req.raw, c.env));
  // The merchant's own server code: a session per call.
  app.post('/__bench/sessions', async (c) => c.json(await proxy!.createSession(orderInput(publicUrl))));
  publicUrl = await listen(app);
  proxy = createCashierProxy({
    baseUrl: options.baseUrl!,
    apiKey: SANDBOX_HEADERS['X-API-KEY'],
    merchantId: SANDBOX_MERCHANT,
    publicUrl,
    basePath: '/cashier',
    logger: () => undefined,
    // Every request comes from one loopback client: the per-client limits lifted.
    ...BENCH_PROXY_LIMITS,
    ...(store ? { store } : {}),
  });
  return { url: publicUrl, memoryUrl: publicUrl };
}

/** The least a forwarder does: the same sandbox call per request, no session, no checks. */
async function bareServer(options: ServerOptions): Promise<Started> {
  const app = new Hono();
  memoryRoute(app);
  const forward = (path: string, body: string) =>
    fetch(`${options.baseUrl}/api/v1/${path}`, { method: 'POST', headers: SANDBOX_HEADERS, body }).then(async (r) => new Response(await r.text(), { status: r.status, headers: { 'content-type': 'application/json' } }));
  const order = JSON.stringify(bareOrderBody());
  // GET sessions/:id makes one acquirer call per request (saved cards); pay config is cached.
  app.get('/bare/sessions/:id', (c) =>
    forward('tokenization/inquiry', JSON.stringify({ merchantInfo: { merchantId: SANDBOX_MERCHANT }, merchantUserId: c.req.param('id'), tokenType: 'CARD' })),
  );
  // pay: the order create call, replayed by the sandbox (same paymentRequestId and body).
  app.post('/bare/sessions/:id/pay', () => forward('order/create', order));
  const url = await listen(app);
  return { url, memoryUrl: url };
}

async function sandboxServer(): Promise<Started> {
  const app = new Hono();
  memoryRoute(app);
  const sandbox = await listenSandbox({ port: 0 });
  // Requests go straight to the sandbox's port; this app only reports memory.
  return { url: sandbox.url, memoryUrl: await listen(app) };
}

const [role, json] = process.argv.slice(2) as [Role, string | undefined];
const options = JSON.parse(json ?? '{}') as ServerOptions;
const start = { sandbox: sandboxServer, proxy: proxyServer, bare: bareServer }[role];
if (!start) throw new Error(`server-process: unknown role ${role}`);
process.send?.(await start(options));
// The parent's exit closes the IPC channel: leave with it, never outlive the bench.
process.on('disconnect', () => process.exit(0));
