/**
 * `npm start`: the whole demo on one machine — the embedded sandbox acquirer, the
 * merchant proxy mounted at /cashier, the demo shop's backend (/api) and its pages
 * (built from demo/ at start, so `import 'acq-cashier'` is bundled from source), plus
 * the built CDN module at /cdn/. Prints the address.
 */
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { listenSandbox } from '../src/sandbox/node.js';
import { createCashierProxy, sessionTag, SLOW_CLIENT_LIMITS } from '../src/server/index.js';
import { createStoreFromEnv } from '../src/server/redis.js';
import { buildCdn } from '../scripts/build.js';
import { createDemoApp } from './app.js';
import { createAccountBook } from './accounts.js';
import { buildPages } from './pages-build.js';
import { exitOnStartError, listenError, perMinuteOption, portOption, StartError } from './start-errors.js';

const root = new URL('..', import.meta.url).pathname;
const cdnDir = join(root, 'dist/cdn');
const host = '127.0.0.1';

interface Acquirer {
  baseUrl: string;
  apiKey: string;
  merchantId: string;
  close?: () => Promise<void>;
}

async function acquirer(): Promise<Acquirer> {
  if (process.env.ACQ_BASE_URL) {
    const { ACQ_BASE_URL: baseUrl, ACQ_API_KEY: apiKey, ACQ_MERCHANT_ID: merchantId } = process.env;
    if (!apiKey || !merchantId) throw new StartError('ACQ_BASE_URL is set: ACQ_API_KEY and ACQ_MERCHANT_ID must be set too');
    return { baseUrl, apiKey, merchantId };
  }
  const sandboxPort = portOption('SANDBOX_PORT', 4010);
  const sandbox = await listenSandbox({
    port: sandboxPort,
    host,
    apiKey: process.env.ACQ_API_KEY,
    merchantId: process.env.ACQ_MERCHANT_ID,
    assetsDir: cdnDir,
  }).catch((error: unknown) => {
    throw listenError('SANDBOX_PORT', host, sandboxPort, error);
  });
  return { baseUrl: sandbox.url, apiKey: sandbox.sandbox.apiKey, merchantId: sandbox.sandbox.merchantId, close: sandbox.close };
}

/**
 * Listens first, so that a busy PORT fails at once (before any build); until the demo is
 * wired every request gets 503 (so /healthz tells a waiting test runner to wait).
 */
function listen(port: number): Promise<{ server: Server; port: number; serve: (handler: Parameters<typeof createServer>[1]) => void }> {
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.writeHead(503, { 'retry-after': '1' }).end('starting');
  const server = createServer(SLOW_CLIENT_LIMITS, (req, res) => handler!(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(listenError('PORT', host, port, error)));
    server.listen(port, host, () => {
      const bound = (server.address() as { port: number }).port;
      resolve({ server, port: bound, serve: (next) => void (handler = next) });
    });
  });
}

async function main(): Promise<void> {
  // Per client address and minute: pay calls (the proxy's limit) and the shop's checkouts (checkout-limit.ts).
  const payRateLimitPerMinute = perMinuteOption('ACQ_PAY_RATE_LIMIT');
  const checkoutRateLimitPerMinute = perMinuteOption('ACQ_CHECKOUT_RATE_LIMIT');
  const listening = await listen(portOption('PORT', 5173));
  const publicUrl = `http://${host}:${listening.port}`;
  const acq = await acquirer();
  if (!process.env.ACQ_SKIP_BUILD || !existsSync(join(cdnDir, 'acq-cashier.js'))) await buildCdn();
  const pages = await buildPages();
  // ACQ_REDIS_URL shares sessions and events between several demo processes.
  const store = createStoreFromEnv(process.env);
  // Whose subscription is whose: the shop's own records, filled by onResult.
  const accounts = createAccountBook();
  const proxy = createCashierProxy({
    ...acq,
    publicUrl,
    basePath: '/cashier',
    store,
    // Pay calls per client address a minute (10 by default); the end-to-end suite pays from one address all along.
    payRateLimitPerMinute,
    // Where a real shop fulfils: the result confirmed by the acquirer, never the browser's word.
    onResult: (result) => {
      console.log(`shop: ${result.merchantReference ?? sessionTag(result.sessionId)} ${result.status}`);
      accounts.resultTold(result);
    },
  });
  const app = createDemoApp({ proxy, publicUrl, merchantId: acq.merchantId, accounts, checkoutRateLimitPerMinute }, { cdn: cdnDir, pages });
  listening.serve(getRequestListener(app.fetch));
  console.log(`acq-cashier demo: ${publicUrl}  (acquirer ${acq.baseUrl})`);

  const stop = async (): Promise<void> => {
    listening.server.close();
    await proxy.close();
    await store.close?.();
    await acq.close?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

await main().catch(exitOnStartError);
