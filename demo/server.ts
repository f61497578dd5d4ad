/**
 * `npm start`: the whole demo on one machine — the embedded sandbox acquirer, the
 * merchant proxy mounted at /cashier, the demo shop's backend (/api) and its pages
 * (served by Vite, so `import 'acq-cashier'` works from source), plus the built CDN
 * module at /cdn/. Prints the address.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer as createVite } from 'vite';
import { listenSandbox } from '../src/sandbox/node.js';
import { createCashierProxy } from '../src/server/index.js';
import { createStoreFromEnv } from '../src/server/redis.js';
import { buildCdn } from '../scripts/build.js';
import { createShopApi } from './shop-api.js';
import { serveCdn } from './cdn-files.js';
import { cdnPage } from './cdn-page.js';
import { cspPage } from './csp-route.js';
import { ssrPage } from './ssr-page.js';

const root = new URL('..', import.meta.url).pathname;
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const publicUrl = `http://${host}:${port}`;

async function acquirer(): Promise<{ baseUrl: string; apiKey: string; merchantId: string; close?: () => Promise<void> }> {
  if (process.env.ACQ_BASE_URL) {
    const { ACQ_BASE_URL: baseUrl, ACQ_API_KEY: apiKey, ACQ_MERCHANT_ID: merchantId } = process.env;
    if (!apiKey || !merchantId) throw new Error('ACQ_BASE_URL needs ACQ_API_KEY and ACQ_MERCHANT_ID');
    return { baseUrl, apiKey, merchantId };
  }
  const sandbox = await listenSandbox({
    port: Number(process.env.SANDBOX_PORT ?? 4010),
    apiKey: process.env.ACQ_API_KEY,
    merchantId: process.env.ACQ_MERCHANT_ID,
    assetsDir: join(root, 'dist/cdn'),
  });
  return { baseUrl: sandbox.url, apiKey: sandbox.sandbox.apiKey, merchantId: sandbox.sandbox.merchantId, close: sandbox.close };
}

async function main(): Promise<void> {
  if (!process.env.ACQ_SKIP_BUILD || !existsSync(join(root, 'dist/cdn/acq-cashier.js'))) await buildCdn();
  const acq = await acquirer();
  // ACQ_REDIS_URL shares sessions and events between several demo processes.
  const store = createStoreFromEnv(process.env);
  const proxy = createCashierProxy({
    ...acq,
    publicUrl,
    basePath: '/cashier',
    store,
    // Pay calls per client address a minute (10 by default); the end-to-end suite pays from one address all along.
    ...(process.env.ACQ_PAY_RATE_LIMIT ? { payRateLimitPerMinute: Number(process.env.ACQ_PAY_RATE_LIMIT) } : {}),
    // Where a real shop fulfils: the result confirmed by the acquirer, never the browser's word.
    onResult: (result) => console.log(`shop: ${result.merchantReference ?? result.sessionId} ${result.status}`),
  });

  const app = new Hono();
  app.get('/healthz', (c) => c.text('ok'));
  app.all('/cashier/*', (c) => proxy.fetch(c.req.raw, c.env));
  const shop = { proxy, publicUrl, merchantId: acq.merchantId };
  app.route('/', createShopApi(shop));
  app.get('/cdn.html', (c) => cdnPage(shop, join(root, 'dist/cdn'), c.req.query('session') ?? c.req.query('acq_session')));
  app.get('/csp.html', async (c) => (await cspPage(c.req.path))!);
  app.get('/ssr.html', (c) => ssrPage(shop, join(root, 'dist/cdn'), c.req.query('session') ?? c.req.query('acq_session'), c.req.query('language')));
  app.get('/cdn/*', (c) => serveCdn(join(root, 'dist/cdn'), c.req.path.slice('/cdn/'.length)));

  const vite = await createVite({
    configFile: false,
    root: join(root, 'demo'),
    appType: 'mpa',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { 'acq-cashier': join(root, 'src/index.ts') } },
  });
  const handle = getRequestListener(app.fetch);
  const handled = /^\/(healthz|cashier\/|api\/|cdn\/|cdn\.html|csp\.html|ssr\.html)/;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (handled.test(req.url ?? '/')) void handle(req, res);
    else vite.middlewares(req, res);
  });
  server.listen(port, host, () => {
    console.log(`acq-cashier demo: ${publicUrl}  (acquirer ${acq.baseUrl})`);
  });

  const stop = async (): Promise<void> => {
    server.close();
    await vite.close();
    await proxy.close();
    await store.close?.();
    await acq.close?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

await main();
