/**
 * acq-cashier/react in Chromium: react-dom/client mounts <AcqCashier>, which loads a real
 * session from the real proxy (with the sandbox behind it); onReady fires from the
 * element's own acq-ready, onSuccess from an acq-success on the element, and unmounting
 * removes the element. The page is bundled by Vite as a merchant's app would be.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, type CashierProxy } from '../../src/server/index.js';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
import { startPageServer, type PageServer } from './page-server.js';

let sandbox: ListeningSandbox;
let proxy: CashierProxy;
let shop: PageServer;
let url: string;
let browser: Browser;

before(async () => {
  sandbox = await listenSandbox({ port: 0 });
  shop = await startPageServer('test/integrations/react-page.ts', '<div id="app"></div>', (pageUrl) => {
    proxy = createCashierProxy({ baseUrl: sandbox.url, apiKey: sandbox.sandbox.apiKey, merchantId: sandbox.sandbox.merchantId, publicUrl: pageUrl, logger: () => {} });
    return { prefix: '/cashier/', fetch: (req, env) => proxy.fetch(req, env) };
  });
  url = shop.url;
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  await shop?.close();
  await proxy?.close();
  await sandbox?.close();
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
