/**
 * Origins in Chromium over real HTTP: a shop page on one port, the cashier proxy on
 * another (a dev server beside the proxy). With the sandbox behind it the proxy lets the
 * loopback page in by default; with allowLoopbackOrigins: false (a real site's rule) the
 * browser's CORS check refuses it, and the cashier says so once in the console (naming
 * allowedOrigins and the page's origin), fires acq-error and offers a retry. An unknown
 * session id names its fix too. No unhandled error on any page.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, listenCashierProxy, type CashierProxy } from '../../src/server/index.js';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
import { startPageServer, type PageServer } from './page-server.js';

let sandbox: ListeningSandbox;
let shop: PageServer;
let browser: Browser;
const proxies: Array<{ proxy: CashierProxy; close(): Promise<void> }> = [];

before(async () => {
  sandbox = await listenSandbox({ port: 0 });
  shop = await startPageServer('test/integrations/origins-page.ts', '');
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  for (const { proxy, close } of proxies) {
    await close();
    await proxy.close();
  }
  await shop?.close();
  await sandbox?.close();
});

/** A proxy on its own port (another origin than the shop page). */
async function proxyOnItsOwnPort(options: { allowLoopbackOrigins?: boolean } = {}) {
  const proxy = createCashierProxy({
    baseUrl: sandbox.url, apiKey: sandbox.sandbox.apiKey, merchantId: sandbox.sandbox.merchantId,
    publicUrl: 'https://shop.example', logger: () => {}, ...options,
  });
  const running = await listenCashierProxy(proxy, { port: 0 });
  proxies.push({ proxy, close: running.close });
  const { id } = await proxy.createSession({
    kind: 'order', merchantOrderId: `o-${proxies.length}`, orderAmount: '12.00', orderCurrency: 'EUR', orderDescription: 'Beans',
    userInfo: { userId: 'u-1', userEmail: 'u-1@shop.example' },
  });
  return { endpoint: `${running.url}/cashier`, session: id };
}

interface Visit {
  page: Page;
  consoleErrors: string[];
  pageErrors: string[];
}

async function visit(endpoint: string, session: string, until: 'acq-ready' | 'acq-error'): Promise<Visit & { code?: string }> {
  const page = await browser.newPage();
  const visited: Visit = { page, consoleErrors: [], pageErrors: [] };
  // The browser's own CORS report is a console error too; the cashier's start with its name.
  page.on('console', (message) => message.type() === 'error' && message.text().startsWith('acq-cashier:') && visited.consoleErrors.push(message.text()));
  page.on('pageerror', (error) => visited.pageErrors.push(error.message));
  await page.goto(`${shop.url}/?endpoint=${encodeURIComponent(endpoint)}&session=${session}`);
  await page.waitForFunction((type) => (window as unknown as { acqEvents: Array<{ type: string }> }).acqEvents.some((e) => e.type === type), until, { timeout: 15_000 });
  const events = await page.evaluate(() => (window as unknown as { acqEvents: Array<{ type: string; code?: string }> }).acqEvents);
  return { ...visited, code: events.find((e) => e.type === 'acq-error')?.code };
}

test('with the sandbox, a page on another loopback port loads the session with no configuration', async () => {
  const { endpoint, session } = await proxyOnItsOwnPort();
  const { page, consoleErrors, pageErrors } = await visit(endpoint, session, 'acq-ready');
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('allowLoopbackOrigins: false refuses the page: one console error naming allowedOrigins and the origin, acq-error, a retry', async () => {
  const { endpoint, session } = await proxyOnItsOwnPort({ allowLoopbackOrigins: false });
  const { page, consoleErrors, pageErrors, code } = await visit(endpoint, session, 'acq-error');
  assert.equal(code, 'network_error', 'the browser hides the 403 behind CORS');
  await page.waitForTimeout(200);
  assert.equal(consoleErrors.length, 1, consoleErrors.join('\n'));
  assert.match(consoleErrors[0]!, /allowedOrigins/);
  assert.ok(consoleErrors[0]!.includes(shop.url), `names the page's origin ${shop.url}: ${consoleErrors[0]}`);
  await page.locator('[part=retry-button]').waitFor({ timeout: 5000 });
  assert.deepEqual(pageErrors, []);
  await page.close();

  // What the 403 itself says, for the developer reading the network panel or curl.
  const refused = await fetch(`${endpoint}/sessions/${session}`, { headers: { Origin: shop.url } });
  assert.equal(refused.status, 403);
  const { error } = (await refused.json()) as { error: { code: string; message: string } };
  assert.equal(error.code, 'origin_not_allowed');
  assert.ok(error.message.includes(shop.url) && error.message.includes('allowedOrigins'), error.message);
});

test('an unknown session id: acq-error session_not_found and one console error naming createSession', async () => {
  const { endpoint } = await proxyOnItsOwnPort();
  const { page, consoleErrors, pageErrors, code } = await visit(endpoint, 'cs_doesnotexist000000000000', 'acq-error');
  assert.equal(code, 'session_not_found');
  await page.waitForTimeout(200);
  assert.equal(consoleErrors.length, 1, consoleErrors.join('\n'));
  assert.match(consoleErrors[0]!, /proxy\.createSession\(\)/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
