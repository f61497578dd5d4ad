/**
 * The shop's subscription page (issue #29) in the demo: subscribe by card, follow the
 * success screen's link to the shop's page, open the subscription's page session, see
 * it move with the sandbox's clock and cancel it. The test clock only moves forward
 * (orders created after it moved would have expired already), so this spec runs a demo
 * of its own, with its own sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createAcquirerClient } from '../../src/server/index.js';
import { ManageView } from '../../src/core/api/manage-view.js';
import { enterCard, payWith } from './support.js';

const root = new URL('../..', import.meta.url).pathname;
let demo: ChildProcess | undefined;
let shop = '';
let sandbox = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { ACQ_BASE_URL: _url, ACQ_REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    cwd: root,
    env: { ...inherited, ACQ_SKIP_BUILD: '1', PORT: '0', SANDBOX_PORT: '0', ACQ_PAY_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  demo = child;
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the demo did not start: ${out}`)), 80_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /acq-cashier demo: (\S+)\s+\(acquirer (\S+)\)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(`${found[1]} ${found[2]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the demo exited (${code}): ${out}`)));
  });
  [shop, sandbox] = line.split(' ') as [string, string];
});

test.afterAll(() => {
  demo?.kill('SIGTERM');
});

const acquirer = () => createAcquirerClient({ baseUrl: sandbox, apiKey: 'sk_test_sandbox', merchantId: 'M10001' });

/** The subscription the sandbox told the shop about last (the browser never learns its id). */
async function latestSubscriptionId(): Promise<string> {
  const res = await fetch(`${sandbox}/sandbox/callbacks`, { headers: { 'X-API-KEY': 'sk_test_sandbox' } });
  const records = ((await res.json()) as { data: { notifyType: string; body: string }[] }).data;
  const subscriptions = records.filter((r) => r.notifyType.startsWith('SUBSCRIPTION')).map((r) => (JSON.parse(r.body) as { data: { subscriptionId: string } }).data.subscriptionId);
  return subscriptions.at(-1)!;
}

/** Subscribes to the Roaster's Club (9.99 EUR a month) by card and follows the success screen to the shop's page. */
async function subscribeAndOpenAccount(page: Page): Promise<void> {
  await page.goto(`${shop}/`);
  await page.locator('button[data-item="club-monthly"]').click();
  await page.waitForURL(/\/checkout\.html\?/);
  await payWith(page, /^Card/);
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
  await page.getByRole('link', { name: 'Your subscription at Bean & Burr' }).click();
  await page.waitForURL(/\/account\.html$/);
}

/** Presses "Manage my subscription" (in `language`): the POST creates the page's session. Answers its id. */
async function openPage(page: Page, language?: string): Promise<string> {
  if (language) await page.goto(`${shop}/account.html?language=${language}`);
  await page.getByRole('button', { name: 'Manage my subscription' }).click();
  await page.waitForURL(/[?&]session=cs_/);
  return new URL(page.url()).searchParams.get('session')!;
}

/** The page's view as the element fetches it (same origin, from the page). */
async function viewOf(page: Page, id: string): Promise<ManageView> {
  const json = await page.evaluate(async (path) => (await fetch(path)).json(), `/cashier/sessions/${id}`);
  return ManageView.parse(json);
}

test.describe('the subscription page', () => {
  test.setTimeout(60_000);

  test('German and Arabic pages: sessions in their language', async ({ page }) => {
    await subscribeAndOpenAccount(page);
    for (const language of ['de-DE', 'ar-EG']) {
      const id = await openPage(page, language);
      expect((await viewOf(page, id)).language).toBe(language);
    }
  });

  test('a GET creates nothing; a session of another browser is not shown', async ({ page, browser }) => {
    await subscribeAndOpenAccount(page);
    const id = await openPage(page);
    const other = await browser.newPage();
    try {
      const res = await other.goto(`${shop}/account.html?session=${id}`);
      expect(res?.status()).toBe(404);
      await other.goto(`${shop}/account.html`);
      await expect(other.getByRole('heading', { name: 'No subscription yet' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  // Last: the clock it moves stays moved for this demo's sandbox.
  test('subscribe by card, open the page: the plan, active, one paid row; a month on: two; cancel', async ({ page }) => {
    await subscribeAndOpenAccount(page);
    const id = await openPage(page);
    const view = await viewOf(page, id);
    expect(view.subscription.description).toBe("A bag of the roaster's pick every month");
    expect([view.subscription.amount, view.subscription.periodType, view.subscription.periodInterval]).toEqual([{ value: '9.99', currency: 'EUR' }, 'MONTHLY', 1]);
    expect(view.subscription.status).toBe('active');
    expect(view.payments.map((p) => p.status)).toEqual(['paid']);
    expect(view.plans.map((p) => p.planId)).toEqual(['brew-box']);
    expect(view.returnUrl).toBe(`${shop}/account.html`);
    const next = Date.parse(view.subscription.nextPaymentAt!);

    const moved = await page.request.post(`${sandbox}/sandbox/clock`, { data: { advance: 'P1M' }, headers: { 'X-API-KEY': 'sk_test_sandbox' } });
    expect(moved.ok()).toBe(true);
    await expect.poll(async () => (await viewOf(page, id)).payments.length).toBe(2);
    expect(Date.parse((await viewOf(page, id)).subscription.nextPaymentAt!)).toBeGreaterThan(next);

    const cancelled = await page.evaluate(async (path) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return { status: res.status, body: await res.json() };
    }, `/cashier/sessions/${id}/subscription/cancel`);
    expect(cancelled.status).toBe(200);
    expect(ManageView.parse(cancelled.body).subscription.status).toBe('cancelled');
    const record = await acquirer().subscriptionInquiry({ subscriptionId: await latestSubscriptionId() });
    expect(record.subscriptionStatus).toBe('MERCHANT_CANCELLED');
    await expect.poll(async () => (await viewOf(page, id)).subscription.status).toBe('cancelled');
  });
});
