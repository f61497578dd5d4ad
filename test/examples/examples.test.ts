/**
 * The example storefronts as a merchant runs them: the package is packed once, each app
 * installs the tarball (and its framework from the registry), passes its strict type
 * check, is built for production and started with its production server beside the
 * merchant server (examples/shared: sandbox + proxy). In Chromium a shopper pays by card
 * on the acquirer's hosted card page, comes back, and the app's own acq-success handler
 * shows "Order paid"; the merchant's server has the confirmed result too.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
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

/** The shopper: opens the checkout, pays by card on the hosted page, and waits for the shop's own notice. */
async function payByCard(storefront: Storefront): Promise<{ notice: string; problems: string[]; url: URL }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  try {
    await page.goto(shopUrlOf(storefront) + storefront.checkoutPath);
    await payWith(page, /^Card/);
    await enterCard(page, '4242 4242 4242 4242');
    const notice = page.getByTestId('order-paid');
    await notice.waitFor({ timeout: 30_000 });
    return { notice: (await notice.textContent()) ?? '', problems, url: new URL(page.url()) };
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
      const { notice, problems, url } = await payByCard(storefront);
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
