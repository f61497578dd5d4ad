/**
 * The shop's subscription page (issue #29) in the demo: subscribe by card, follow the
 * success screen's link to the shop's page, open the subscription's page session, see
 * it move with the sandbox's clock and cancel it. The test clock only moves forward
 * (orders created after it moved would have expired already), so this spec runs a demo
 * of its own, with its own sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAcquirerClient } from '../../src/server/index.js';
import { ManageView } from '../../src/core/api/manage-view.js';
import { useOwnDemo } from './own-demo.js';
import { payWith, subscribeAndOpenAccount } from './support.js';

const own = useOwnDemo();

const acquirer = () => createAcquirerClient({ baseUrl: own.sandbox, apiKey: 'sk_test_sandbox', merchantId: 'M10001' });

/** The subscription the sandbox told the shop about last (the browser never learns its id). */
async function latestSubscriptionId(): Promise<string> {
  const res = await fetch(`${own.sandbox}/sandbox/callbacks`, { headers: { 'X-API-KEY': 'sk_test_sandbox' } });
  const records = ((await res.json()) as { data: { notifyType: string; body: string }[] }).data;
  const subscriptions = records.filter((r) => r.notifyType.startsWith('SUBSCRIPTION')).map((r) => (JSON.parse(r.body) as { data: { subscriptionId: string } }).data.subscriptionId);
  return subscriptions.at(-1)!;
}

/** Presses "Manage my subscription" (in `language`): the POST creates the page's session. Answers its id. */
async function openPage(page: Page, language?: string): Promise<string> {
  if (language) await page.goto(`${own.shop}/account.html?language=${language}`);
  await page.getByRole('button', { name: 'Manage my subscription' }).click();
  await page.waitForURL(/[?&]session=ms_/);
  return new URL(page.url()).searchParams.get('session')!;
}

/** Until the server-rendered page is hydrated: its buttons act only from then on. */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const manage = document.querySelector('acq-cashier')?.shadowRoot?.querySelector('acq-subscription-manage') as (HTMLElement & { view?: unknown; hasUpdated?: boolean }) | null;
    return Boolean(manage?.view && manage.hasUpdated && !manage.hasAttribute('defer-hydration'));
  });
}

/** The rows of the page's payment history. */
const paymentRows = (page: Page) => page.locator('acq-cashier').locator('tbody tr');

/** The page's view as the element fetches it (same origin, from the page). */
async function viewOf(page: Page, id: string): Promise<ManageView> {
  const json = await page.evaluate(async (path) => (await fetch(path)).json(), `/cashier/sessions/${id}`);
  return ManageView.parse(json);
}

test.describe('the subscription page', () => {
  test.setTimeout(60_000);

  test('German and Arabic pages: the element speaks and formats their locale', async ({ page }) => {
    await subscribeAndOpenAccount(page, own.shop);
    const de = await openPage(page, 'de-DE');
    expect((await viewOf(page, de)).language).toBe('de-DE');
    await expect(page.getByText('9,99 € monatlich')).toBeVisible();
    await expect(paymentRows(page)).toHaveCount(1);
    await expect(paymentRows(page).first()).toContainText('Bezahlt');
    await expect(paymentRows(page).first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    const ar = await openPage(page, 'ar-EG');
    expect((await viewOf(page, ar)).language).toBe('ar-EG');
    await expect(page.locator('acq-cashier').locator('.plan p').nth(1)).toHaveText(/٩٫٩٩\s*€\s*كل شهر/); // ar-EG: Arabic-Indic digits
    await expect(paymentRows(page).first()).toContainText('مدفوع');
  });

  test('a GET creates nothing; a session of another browser is not shown', async ({ page, browser }) => {
    await subscribeAndOpenAccount(page, own.shop);
    const id = await openPage(page);
    const other = await browser.newPage();
    try {
      const res = await other.goto(`${own.shop}/account.html?session=${id}`);
      expect(res?.status()).toBe(404);
      await other.goto(`${own.shop}/account.html`);
      await expect(other.getByRole('heading', { name: 'No subscription yet' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("change plan: the shop's other plan, paid in the cashier that takes the page's place", async ({ page }) => {
    await subscribeAndOpenAccount(page, own.shop);
    await openPage(page);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new plan' })).toBeVisible();
    await page.getByRole('button', { name: /Brew box/ }).click();
    await expect(page.getByRole('heading', { name: 'New plan' })).toBeVisible();
    // The club month was paid just now: all of it is credited; Brew box keeps its free week.
    await expect(page.getByText(/Credit from your current plan\s*−€9\.99/)).toBeVisible();
    await expect(page.getByText('7-day trial').first()).toBeVisible();
    await payWith(page, /Sandpay/i);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription active' })).toBeVisible();
    // Back on the shop's page: a page for the new plan, offering the one left.
    await page.goto(`${own.shop}/account.html`);
    await openPage(page);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('button', { name: /Roaster's Club/ })).toBeVisible();
  });

  test('server-rendered: plan and status in the HTML before any script, hydrated without a view request first, then cancelled', async ({ page, browser }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await subscribeAndOpenAccount(page, own.shop);
    // The view reads (the element's check of the embedded view) wait until the page is on screen and hydrated.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const reads: string[] = [];
    await page.route(/\/cashier\/sessions\/ms_[^/?]+(\?.*)?$/, async (route) => {
      reads.push(route.request().url());
      await held;
      await route.continue();
    });
    await openPage(page);
    const html = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const noScript = await html.newPage();
      await noScript.goto(page.url());
      await expect(noScript.getByText("A bag of the roaster's pick every month")).toBeVisible();
      await expect(noScript.getByText('€9.99 every month')).toBeVisible();
      await expect(noScript.locator('acq-cashier').getByText('Active', { exact: true })).toBeVisible();
      await expect(noScript.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
      await noScript.screenshot({ path: 'screenshots/e2e-manage-ssr-no-js.png', fullPage: true });
    } finally {
      await html.close();
    }
    // Hydrated, not rendered again: the page's nodes are the server's, its view the embedded one.
    await untilHydrated(page);
    expect(await page.evaluate(() => document.querySelector('acq-cashier')!.shadowRoot!.querySelector('acq-subscription-manage')!.shadowRoot!.innerHTML.includes('<!--lit-part'))).toBe(true);
    await expect(page.locator('acq-cashier').getByText('Active', { exact: true })).toBeVisible();
    expect(reads.length, 'at most the check, held').toBeLessThanOrEqual(1);
    release();
    await cancelWithConfirmation(page);
    expect(problems.filter((p) => /hydrat|mismatch|lit|refused|trusted/i.test(p))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });

  test("server-rendered, the page's code refused: an error with a retry instead of the server's page with dead buttons; the retry shows the page; no hydration mismatch", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await subscribeAndOpenAccount(page, own.shop);
    let refuse = true;
    await page.route(/\/lazy\/acq-subscription-manage\.js$/, (route) => (refuse ? route.abort() : route.continue()));
    await openPage(page);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/e2e-manage-ssr-code-refused.png', fullPage: true });
    refuse = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('acq-cashier').getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(problems.filter((p) => /hydrat|mismatch|trusted/i.test(p))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });

  // Last: the clock it moves stays moved for this demo's sandbox.
  test('subscribe by card, open the page: the plan, €9.99 every month, Active, the next date, one paid row; a month on: two; cancel with confirmation', async ({ page }) => {
    await subscribeAndOpenAccount(page, own.shop);
    const id = await openPage(page);
    const view = await viewOf(page, id);
    expect(view.subscription.description).toBe("A bag of the roaster's pick every month");
    expect([view.subscription.amount, view.subscription.periodType, view.subscription.periodInterval]).toEqual([{ value: '9.99', currency: 'EUR' }, 'MONTHLY', 1]);
    expect(view.plans.map((p) => p.planId)).toEqual(['brew-box']);
    expect(view.returnUrl).toBe(`${own.shop}/account.html`);
    const next = Date.parse(view.subscription.nextPaymentAt!);
    // The element: the plan, its price per period, the status and the next date in words, one paid row.
    await expect(page.getByText("A bag of the roaster's pick every month")).toBeVisible();
    await expect(page.getByText('€9.99 every month')).toBeVisible();
    await expect(page.locator('acq-cashier').getByText('Active', { exact: true })).toBeVisible();
    const nextInWords = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(next);
    await expect(page.getByText(nextInWords)).toBeVisible();
    await expect(paymentRows(page)).toHaveCount(1);
    await expect(paymentRows(page).first()).toContainText('Paid');

    const moved = await page.request.post(`${own.sandbox}/sandbox/clock`, { data: { advance: 'P1M' }, headers: { 'X-API-KEY': 'sk_test_sandbox' } });
    expect(moved.ok()).toBe(true);
    // The renewal's callback reaches the open page (event: view).
    await expect(paymentRows(page)).toHaveCount(2);
    expect(Date.parse((await viewOf(page, id)).subscription.nextPaymentAt!)).toBeGreaterThan(next);

    await cancelWithConfirmation(page);
    const record = await acquirer().subscriptionInquiry({ subscriptionId: await latestSubscriptionId() });
    expect(record.subscriptionStatus).toBe('MERCHANT_CANCELLED');
    expect((await viewOf(page, id)).subscription.status).toBe('cancelled');
  });
});

/** Cancel, its confirmation step, Cancel again: one cancel call, then the cancelled state in words. */
async function cancelWithConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/subscription/cancel'));
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByText('Your subscription is cancelled.')).toBeVisible();
  await expect(page.locator('acq-cashier').getByText('Cancelled', { exact: true })).toBeVisible();
}
