/**
 * The hosted pages in Chromium (playwright-core, Debian's /usr/bin/chromium): at 390 px
 * the card page's expiry and security-code inputs line up in every language the card
 * form speaks, test card numbers never wrap, and no page logs an error or a warning
 * (no favicon 404). The card form is bundled here from source with esbuild, so the test
 * needs no `npm run build`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadCardCatalog } from '../../../src/core/i18n/card-catalog.js';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';
import { chromiumArgs, chromiumExecutable } from '../../support/chromium.js';
import { orderBody, startSandbox, submitCard, subscriptionBody, type TestSandbox } from '../helpers.js';

const executablePath = chromiumExecutable();
let assetsDir: string;
let sb: TestSandbox;
let browser: Browser;

before(async () => {
  assetsDir = await mkdtemp(join(tmpdir(), 'acq-card-form-'));
  const root = new URL('../../../', import.meta.url).pathname;
  await build({
    entryPoints: { 'acq-card-form': join(root, 'src/elements/acq-card-form/acq-card-form.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: assetsDir,
    logLevel: 'error',
  });
  sb = await startSandbox({ assetsDir });
  browser = await chromium.launch({ executablePath, args: chromiumArgs });
}, { timeout: 60_000 });
after(async () => {
  await browser?.close();
  await sb?.close();
  if (assetsDir) await rm(assetsDir, { recursive: true, force: true });
});

/** Every console error or warning, failed request and HTTP error of the page's loads. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

interface Layout {
  expiry: number;
  cvc: number;
  numbers: number[];
  overflow: number;
}

/** Run in the page as source text (tsx would wrap named functions in a helper the page lacks). */
const MEASURE = `(() => {
  const root = document.querySelector('acq-card-form').shadowRoot;
  return {
    expiry: root.getElementById('expiry').getBoundingClientRect().top,
    cvc: root.getElementById('cvc').getBoundingClientRect().top,
    numbers: [...document.querySelectorAll('.card-number')].map((n) => n.getClientRects().length),
    overflow: document.documentElement.scrollWidth - innerWidth,
  };
})()`;

/** Without brandInfo's logo: the test's merchant.example does not resolve. */
const NO_LOGO = { brandInfo: { cashierDisplayName: 'Bean & Co' } };

async function cardPageUrl(language: string): Promise<string> {
  const created = await sb.api('/order/create', orderBody({ ...NO_LOGO, cancelRedirectUrl: 'https://merchant.example/cart' }, { cashierLanguage: language }));
  return created.json.data.orderAction.webUrl as string;
}

describe('the hosted card page at 390 px', { timeout: 180_000 }, () => {
  it('expiry and security-code inputs line up (tops within 1 px) in every language; test card numbers on one line', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watch(page);
    const misaligned: string[] = [];
    try {
      for (const locale of SUPPORTED_LOCALES) {
        const catalog = await loadCardCatalog(locale);
        await page.goto(await cardPageUrl(locale));
        // Measured once the label speaks the page's language (its catalog loads lazily).
        await page.locator('acq-card-form label[for=expiry]').filter({ hasText: catalog['card.expiry'] }).waitFor({ timeout: 10_000 });
        const layout = await page.evaluate<Layout>(MEASURE);
        if (Math.abs(layout.expiry - layout.cvc) > 1) misaligned.push(`${locale}: expiry ${layout.expiry}, cvc ${layout.cvc}`);
        assert.deepEqual(layout.numbers, [1, 1], `${locale}: a test card number wrapped`);
        assert.ok(layout.overflow <= 0, `${locale}: the page scrolls sideways by ${layout.overflow} px`);
      }
      assert.deepEqual(misaligned, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('the hosted pages log nothing', { timeout: 60_000 }, () => {
  it('card, authorization, result and management pages: no console error or warning, no failed request (favicon included)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watch(page);
    try {
      await page.goto(await cardPageUrl('de-DE'));
      // Left only once its German has come: leaving sooner aborts the catalog's request, a failed request of the test's own making.
      const german = await loadCardCatalog('de');
      await page.locator('acq-card-form label[for=expiry]').filter({ hasText: german['card.expiry'] }).waitFor({ timeout: 10_000 });
      const wallet = await sb.api('/order/create', orderBody({ ...NO_LOGO, successRedirectUrl: undefined, failedRedirectUrl: undefined }, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY', cashierLanguage: 'ar' }));
      await page.goto(wallet.json.data.orderAction.webUrl);
      await page.getByRole('button', { name: 'موافقة' }).click();
      await page.getByRole('status').waitFor();
      const sub = await sb.api('/subscription/create', subscriptionBody({}, {}, { cashierLanguage: 'fi' }));
      await submitCard(sub.json.data.subscriptionAction.webUrl, '4242424242424242');
      const managed = await sb.api('/subscription/manage', { subscriptionId: sub.json.data.subscriptionId, subscriptionRequest: `${sub.json.data.subscriptionRequest}-m` });
      await page.goto(managed.json.data.managementUrl);
      await page.getByRole('button', { name: 'Peruuta tilaus' }).click();
      await page.getByRole('heading', { name: 'Peruutetaanko tämä tilaus?' }).waitFor();
      await page.getByRole('button', { name: 'Peruuta tilaus' }).click();
      await page.getByText('Tilauksesi on peruutettu.').waitFor();
      assert.ok(await page.locator('a.back-link').isVisible());
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
