/**
 * acq-cashier/react in Chromium: react-dom/client mounts <AcqCashier>, which loads a real
 * session from the real proxy (with the sandbox behind it); onReady fires from the
 * element's own acq-ready, onSuccess from an acq-success on the element, and unmounting
 * removes the element. The page is bundled by Vite as a merchant's app would be.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';
import { getRequestListener } from '@hono/node-server';
import { chromium, type Browser } from 'playwright';
import { build } from 'vite';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, type CashierProxy } from '../../src/server/index.js';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';

const root = new URL('../..', import.meta.url).pathname;
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>react shop</title></head><body><div id="app"></div><script type="module" src="/app/page.js"></script></body></html>';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

let scratch: string;
let sandbox: ListeningSandbox;
let proxy: CashierProxy;
let server: Server;
let url: string;
let browser: Browser;

before(async () => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  scratch = mkdtempSync(join(root, '.tmp/react-browser-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: scratch,
      emptyOutDir: false,
      minify: false,
      lib: { entry: join(root, 'test/integrations/react-page.ts'), formats: ['es'], fileName: () => 'page.js' },
    },
  });
  sandbox = await listenSandbox({ port: 0 });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = createCashierProxy({ baseUrl: sandbox.url, apiKey: sandbox.sandbox.apiKey, merchantId: sandbox.sandbox.merchantId, publicUrl: url, logger: () => {} });
  const proxyListener = getRequestListener((req) => proxy.fetch(req));
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    if (path.startsWith('/cashier/')) return void proxyListener(req, res);
    const file = path === '/' ? null : normalize(join(scratch, path.replace(/^\/app\//, '')));
    if (file && file.startsWith(scratch) && existsSync(file)) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    } else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  server?.close();
  await proxy?.close();
  await sandbox?.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface Call {
  prop: string;
  type: string;
  detail: { view?: { id: string }; locale?: string; snapshot?: { status: string } };
}

test('mounted by react-dom/client: props reach the element, onReady/onSuccess fire with their details, unmount removes it', async () => {
  const { id } = await proxy.createSession({
    kind: 'order', merchantOrderId: 'react-1', orderAmount: '24.90', orderCurrency: 'EUR', orderDescription: 'Coffee, 1 kg',
    userInfo: { userId: 'u-1', userEmail: 'u-1@shop.example' },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${url}/?session=${id}&endpoint=/cashier`);
    await page.waitForFunction(() => (window as unknown as { acqCalls: Call[] }).acqCalls.some((c) => c.prop === 'onReady'), null, { timeout: 15_000 });
    const props = await page.evaluate(() => {
      const el = document.getElementById('cashier') as HTMLElement & { session: string; endpoint: string; language: string };
      return { tag: el.localName, session: el.session, endpoint: el.endpoint, language: el.language, upgraded: customElements.get('acq-cashier') === el.constructor };
    });
    assert.deepEqual(props, { tag: 'acq-cashier', session: id, endpoint: '/cashier', language: 'de', upgraded: true });

    const ready = (await page.evaluate(() => (window as unknown as { acqCalls: Call[] }).acqCalls)).find((c) => c.prop === 'onReady')!;
    assert.equal(ready.type, 'acq-ready');
    assert.equal(ready.detail.view?.id, id);
    assert.equal(ready.detail.locale, 'de');

    const calls = await page.evaluate(() => {
      const el = document.getElementById('cashier')!;
      el.dispatchEvent(new CustomEvent('acq-success', { detail: { snapshot: { status: 'succeeded' } }, bubbles: true, composed: true }));
      return (window as unknown as { acqCalls: Call[] }).acqCalls;
    });
    const successes = calls.filter((c) => c.prop === 'onSuccess');
    assert.equal(successes.length, 1);
    assert.equal(successes[0]!.type, 'acq-success');
    assert.equal(successes[0]!.detail.snapshot?.status, 'succeeded');
    assert.deepEqual(calls.filter((c) => c.prop === 'onError'), [], 'no acq-error on the way');
    // Unmounting removes the element (and with it the status stream and timers it owns).
    assert.equal(await page.evaluate(() => ((window as unknown as { acqUnmount: () => void }).acqUnmount(), document.querySelector('acq-cashier'))), null);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
