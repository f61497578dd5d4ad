/**
 * The fault suite driven by the real widget in Chromium: the built <acq-cashier> on a
 * page served by proxy process A (frame mode), the acquirer's hosted page in its dialog
 * through the fault relay, the same real processes and invariants as faults.test.ts.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.js';
import { redisServerMissing } from '../support/redis-server.js';
import { armFault, createSession, orderSession, replayCallbacks, runLog, type PaidSession } from './flow.js';
import { checkPaidSession } from './invariants.js';
import type { Fault, Plan } from './plan.js';
import { startWorld, type World } from './world.js';

let world: World | undefined;
let browser: Browser | undefined;

/** The shopper's page: the cashier of one session, with every acq-* final event counted. */
async function openShop(sessionId: string): Promise<Page> {
  const page = await browser!.newPage();
  await page.addInitScript(() => {
    (window as unknown as { finals: string[] }).finals = [];
    for (const type of ['acq-success', 'acq-failure', 'acq-cancel']) {
      document.addEventListener(type, () => (window as unknown as { finals: string[] }).finals.push(type));
    }
  });
  await page.goto(`${world!.proxies[0]!.url}/shop?session=${sessionId}`);
  await page.getByRole('radio').first().waitFor({ timeout: 15_000 });
  return page;
}

const finals = (page: Page) => page.evaluate(() => (window as unknown as { finals: string[] }).finals);

/** Pays with a card on the hosted page in the widget's dialog; clicks Try again when the pay call fails. */
async function payByCard(page: Page): Promise<number> {
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  const frame = page.frameLocator('acq-cashier iframe');
  const cardNumber = frame.getByLabel('Card number');
  const retry = page.getByRole('button', { name: /Try again/ });
  for (let tries = 0; tries < 5; tries++) {
    const shown = await Promise.any([cardNumber.waitFor({ timeout: 30_000 }), retry.waitFor({ timeout: 30_000 })]).then(
      () => true,
      () => false,
    );
    if (!shown) throw new Error(`neither the card page nor Try again after 30 s; the widget shows:\n${await page.locator('acq-cashier').ariaSnapshot()}`);
    if (await cardNumber.isVisible()) break;
    await retry.click();
    if (await page.getByRole('button', { name: /^Pay/ }).isVisible()) await page.getByRole('button', { name: /^Pay/ }).click();
  }
  await cardNumber.fill('4242424242424242');
  await frame.getByLabel(/Expiry/).fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByRole('button', { name: /^Pay/ }).click();
  return Date.now();
}

/** How many requests carrying `tag` the relay treated with `action`. */
const fired = (world: World, action: string, tag: string) => [...world.acquirerRelay.seen, ...world.callbackRelay.seen].filter((r) => r.action === action && r.body.includes(tag)).length;

async function runInBrowser(name: string, faults: { create?: Fault; callback?: Fault; replays?: number }, maxPayCalls = 1): Promise<void> {
  const ref = `fw${name}${Date.now() % 1e6}`;
  const log = runLog();
  armFault(world!, 'acquirer', '/api/v1/order/create', faults.create, ref);
  armFault(world!, 'callback', '/cashier/notify', faults.callback, ref);
  const sessionId = await createSession(world!, 1, orderSession(ref), log);
  const page = await openShop(sessionId);
  let payCalls = 0;
  page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/pay') && payCalls++));
  try {
    const committedAt = await payByCard(page);
    const seenAt = await page
      .waitForFunction(() => (window as unknown as { finals: string[] }).finals.length > 0, undefined, { timeout: 20_000 })
      .then(() => Date.now(), () => undefined);
    const plan = { seed: 0, replays: faults.replays ?? 0 } as Plan;
    await replayCallbacks(world!, plan, ref, log);
    await page.waitForTimeout(500);
    const shown = (await finals(page))[0] === 'acq-success' ? 'succeeded' : 'failed';
    const paid: PaidSession = {
      sessionId,
      ledgerKey: `order:${ref}`,
      kind: 'order',
      attempts: 1,
      declinedFirst: false,
      committedAt,
      ...(seenAt ? { seen: { snapshot: { status: shown, attempt: 1, updatedAt: '' }, at: seenAt } } : { stuck: 'the widget showed no final state within 20 s of the acquirer deciding' }),
    };
    const { violations } = await checkPaidSession(world!, paid);
    assert.deepEqual(violations, [], log.notes.join('\n'));
    for (const fault of [faults.create, faults.callback]) {
      if (fault) assert.ok(fired(world!, fault.action, ref) >= 1, `the relay applied ${fault.action}`);
    }
    if (faults.create) assert.equal(fired(world!, faults.create.action, ref), faults.create.times, 'every planned create fault fired');
    assert.ok(payCalls >= 1 && payCalls <= maxPayCalls, `pay calls the widget made: ${payCalls}`);
    assert.deepEqual(await finals(page), ['acq-success'], 'the page heard one final event, a success');
    await assert.doesNotReject(page.getByText(/successful|paid|thank/i).first().waitFor({ timeout: 5_000 }), 'the result screen shows the success');
  } finally {
    world!.acquirerRelay.clearRules();
    world!.callbackRelay.clearRules();
    await page.close();
  }
}

describe('fault injection through the real widget in Chromium', { skip: redisServerMissing ?? false, timeout: 180_000 }, () => {
  before(async () => {
    const bundle = new URL('../../dist/cdn/acq-cashier.js', import.meta.url);
    if (!existsSync(bundle)) throw new Error('dist/cdn/acq-cashier.js is missing: run `npm run build` first');
    world = await startWorld();
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  });
  after(async () => {
    await browser?.close();
    await world?.close();
  });

  it('order/create answer lost once: the widget pays once and shows the success', () => runInBrowser('lost', { create: { action: 'drop-answer', times: 1 } }));
  it('order/create answer lost on every try of the proxy: one order, whether the proxy or the shopper (Try again) recovers', () =>
    runInBrowser('retry', { create: { action: 'drop-answer', times: 3 } }, 2));
  it('callback storm: duplicated and replayed callbacks, one success event, onResult once', () =>
    runInBrowser('storm', { callback: { action: 'duplicate', times: 2, copies: 4 }, replays: 6 }));
  it('the callback never reaches the proxies: the widget still shows the result in time', () =>
    runInBrowser('nocb', { callback: { action: 'reset', times: 1 } }));
});
