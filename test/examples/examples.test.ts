/**
 * The example storefronts as a merchant runs them: the package is packed once, each app
 * installs the tarball (and its framework from the registry), passes its strict type
 * check, is built for production and started with its production server beside the
 * merchant server (examples/shared: sandbox + proxy). In Chromium a shopper pays by card
 * on the acquirer's hosted card page, comes back, and the app's own acq-success handler
 * shows "Order paid"; the merchant's server has the confirmed result too. Where the app
 * renders the cashier on its server (Next.js), the checkout's HTML already holds the
 * methods and the browser hydrates them. No page logs an error or a warning.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
import { de } from '../../src/core/i18n/catalogs/de.js';
import { enterCard, payWith } from '../e2e/support.js';
import { npmInstall, packPackage, repoRoot } from '../package/pack.js';
import { runStep, startServer, type Server } from './processes.js';
import { STOREFRONTS, examplesDir, merchantPorts, type Storefront } from './storefronts.js';

const sharedDir = join(examplesDir, 'shared');
// ACQ_EXAMPLES=react-vite,next-app runs only those.
const only = process.env.ACQ_EXAMPLES?.split(',');
const storefronts = STOREFRONTS.filter((s) => !only || only.includes(s.name));
const installSeconds = new Map<string, number>();
let browser: Browser;

async function timedInstall(dir: string): Promise<void> {
  const started = performance.now();
  // A lockfile pins the previous tarball's integrity and npm would take that from its cache:
  // no lockfile, and no installed copy, so the fresh tarball goes in.
  rmSync(join(dir, 'node_modules/acq-cashier'), { recursive: true, force: true });
  rmSync(join(dir, 'package-lock.json'), { force: true });
  await npmInstall(dir, ['--no-package-lock']);
  installSeconds.set(dir, (performance.now() - started) / 1000);
}

before(async () => {
  // The path every example's package.json names: file:../../.pack/acq-cashier.tgz
  await packPackage(join(repoRoot, '.pack'));
  // npm installs are network and disk bound: all at once.
  await Promise.all([...new Set([sharedDir, ...storefronts.map((s) => s.dir)])].map(timedInstall));
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
});

after(async () => {
  await browser?.close();
});

const shopUrlOf = (storefront: Storefront) => `http://127.0.0.1:${storefront.port}`;

/** The Pay button of the examples' order (EUR 24.90) in German, as Intl writes the amount. */
const GERMAN_PAY = de['pay.button'].replace('{amount}', new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(24.9));

/**
 * What the shopper's pages report: uncaught errors, console errors and warnings (React's
 * production build reports a failed hydration as an error), anything about hydration. A
 * missing favicon (no app has one, nor the acquirer's page) is not a problem.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const favicon = message.location().url.endsWith('/favicon.ico');
    if ((['error', 'warning'].includes(message.type()) && !favicon) || /hydrat/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  return problems;
}

/** How the server-rendered cashier came to life: what the browser shows once it is ready. */
interface Hydration {
  /** The server's `lit-part` markers are still there (Lit's client render never writes them). */
  serverMarkup: boolean;
  /** The method radios on screen: as many as in the HTML, unless a client render added its own beside the server's. */
  radios: number;
}

/** Waits until the server-rendered cashier is ready (its Pay button does nothing before) and tells what is on screen. */
async function waitForHydration(page: Page): Promise<Hydration> {
  await page.waitForFunction(() => (document.querySelector('acq-cashier') as unknown as { state?: { name: string } } | null)?.state?.name === 'ready');
  return {
    serverMarkup: await page.evaluate(() => document.querySelector('acq-cashier')!.shadowRoot!.innerHTML.includes('<!--lit-part')),
    radios: await page.getByRole('radio').count(),
  };
}

/** The shopper: opens the checkout, pays by card on the hosted page, and waits for the shop's own notice. */
async function payByCard(storefront: Storefront): Promise<{ notice: string; problems: string[]; url: URL; hydration?: Hydration }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(shopUrlOf(storefront) + storefront.checkoutPath);
    const hydration = storefront.serverRendered ? await waitForHydration(page) : undefined;
    await payWith(page, /^Card/);
    await enterCard(page, '4242 4242 4242 4242');
    const notice = page.getByTestId('order-paid');
    await notice.waitFor({ timeout: 30_000 });
    return { notice: (await notice.textContent()) ?? '', problems, url: new URL(page.url()), hydration };
  } finally {
    await context.close();
  }
}

/** The method radios in the checkout page's HTML response, before any script (the cashier's shadow roots are in it as `<template shadowrootmode>`). */
async function serverRenderedRadios(storefront: Storefront): Promise<number> {
  const html = await (await fetch(shopUrlOf(storefront) + storefront.checkoutPath)).text();
  assert.match(html, /<acq-cashier[^>]*><template [^>]*shadowrootmode="open"/, 'the cashier is rendered with its shadow root');
  return html.match(/<input[^>]*type="radio"/g)?.length ?? 0;
}

/**
 * A client-side navigation to the checkout (the home page's Buy link, next/link) gets the
 * page as React's payload, not as HTML: the cashier must still come from the server's
 * markup and hydrate, with nothing logged.
 */
async function clientNavigation(storefront: Storefront): Promise<{ problems: string[]; hydration: Hydration }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(shopUrlOf(storefront) + '/');
    await page.getByRole('link', { name: 'Buy' }).click();
    await page.waitForURL((url) => url.pathname === storefront.checkoutPath);
    return { problems, hydration: await waitForHydration(page) };
  } finally {
    await context.close();
  }
}

/** A German shopper (the browser's Accept-Language is de-DE): what the checkout page's HTML and the hydrated cashier say. */
async function inGerman(storefront: Storefront): Promise<{ htmlPay: boolean; lang: string | null; pay: boolean; problems: string[] }> {
  const html = await (await fetch(shopUrlOf(storefront) + storefront.checkoutPath, { headers: { 'Accept-Language': 'de-DE' } })).text();
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(shopUrlOf(storefront) + storefront.checkoutPath);
    await waitForHydration(page);
    return {
      htmlPay: html.includes(GERMAN_PAY),
      lang: await page.locator('acq-cashier').getAttribute('lang'),
      pay: await page.getByRole('button', { name: GERMAN_PAY }).isVisible(),
      problems,
    };
  } finally {
    await context.close();
  }
}

/** What the merchant server's onResult saw (polled: the callback may land after the shopper's page). */
async function settledOrders(merchantUrl: string): Promise<{ status: string }[]> {
  for (let i = 0; i < 50; i++) {
    const orders = (await (await fetch(`${merchantUrl}/api/orders`)).json()) as { status: string }[];
    if (orders.length) return orders;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return [];
}

for (const storefront of storefronts) {
  test(`${storefront.name}: built for production, a shopper pays by card and the app's acq-success handler sees it`, async (t) => {
    const ports = merchantPorts(storefront);
    const merchantUrl = `http://127.0.0.1:${ports.merchant}`;
    // The app finds the merchant server from its environment, at build time (Vite) or on the server (Next, SvelteKit).
    const env = { MERCHANT_URL: merchantUrl, VITE_MERCHANT_URL: merchantUrl, NEXT_TELEMETRY_DISABLED: '1' };
    let typecheck = 0;
    for (const command of storefront.typecheck) typecheck += await runStep(command, { cwd: storefront.dir, env });
    const build = await runStep(storefront.build, { cwd: storefront.dir, env });
    t.diagnostic(`${storefront.name}: install ${installSeconds.get(storefront.dir)?.toFixed(1)} s (in parallel with the others), typecheck ${typecheck.toFixed(1)} s, production build ${build.toFixed(1)} s`);

    const servers: Server[] = [];
    try {
      servers.push(
        await startServer([process.execPath, 'merchant-server.mjs'], {
          cwd: sharedDir,
          env: {
            SHOP_URL: shopUrlOf(storefront),
            CHECKOUT_PATH: storefront.checkoutPath,
            MERCHANT_PORT: String(ports.merchant),
            SANDBOX_PORT: String(ports.sandbox),
          },
          readyPattern: /^READY /m,
        }),
      );
      servers.push(
        await startServer(storefront.start, {
          cwd: storefront.dir,
          env: { ...env, ...storefront.startEnv },
          readyUrl: shopUrlOf(storefront) + storefront.checkoutPath,
          timeoutMs: 60_000,
        }),
      );
      const radios = storefront.serverRendered ? await serverRenderedRadios(storefront) : 0;
      if (storefront.serverRendered) {
        assert.ok(radios > 1, 'the pay methods are in the HTML');
        assert.deepEqual(await clientNavigation(storefront), { problems: [], hydration: { serverMarkup: true, radios } }, 'after a client-side navigation');
        assert.deepEqual(await inGerman(storefront), { htmlPay: true, lang: 'de-DE', pay: true, problems: [] }, 'rendered and hydrated in German');
      }
      const { notice, problems, url, hydration } = await payByCard(storefront);
      if (storefront.serverRendered) assert.deepEqual(hydration, { serverMarkup: true, radios }, 'the browser hydrated the server-rendered cashier');
      assert.match(notice, /Order paid/);
      assert.equal(url.origin, shopUrlOf(storefront), 'the shopper is back on the shop');
      assert.equal(url.pathname, storefront.checkoutPath);
      assert.deepEqual(problems, []);
      assert.deepEqual((await settledOrders(merchantUrl)).map((o) => o.status), ['succeeded']);
    } catch (error) {
      for (const server of servers) t.diagnostic(server.output().slice(-3000));
      throw error;
    } finally {
      for (const server of servers.reverse()) await server.stop();
    }
  });
}
