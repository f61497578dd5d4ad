/**
 * The demo shop's account book follows a plan change made on the account's subscription
 * page: that change's session is the proxy's (the shop never started it), and onResult
 * names the subscription it replaced (originSubscriptionRequest). The page offers the
 * shop's plans as it sells them (term, trial) and credits the unused part of the period paid.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createAccountBook } from '../../demo/accounts.js';
import { createDemoApp } from '../../demo/app.js';
import { createHarness, MERCHANT_ID, payOnHostedPage, SHOP } from '../server/harness.js';

const accounts = createAccountBook();
const h = createHarness({ payRateLimitPerMinute: 10_000, onResult: (r) => accounts.resultTold(r) });
after(() => h.close());
const app = createDemoApp({ proxy: h.proxy, publicUrl: SHOP, merchantId: MERCHANT_ID, accounts }, { cdn: '/nonexistent', pages: new Map() });

/** POST /account.html as the shop's own form: answers the page session's id. */
async function openPage(cookie: string, query = ''): Promise<string> {
  const headers = { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: SHOP, 'sec-fetch-site': 'same-origin' };
  const res = await app.request(`${SHOP}/account.html${query}`, { method: 'POST', headers, body: '' });
  assert.equal(res.status, 303, await res.clone().text());
  return new URL(res.headers.get('location')!, SHOP).searchParams.get('session')!;
}

async function pay(sessionId: string): Promise<void> {
  const res = await h.request('POST', `/sessions/${sessionId}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  await payOnHostedPage(h.sandbox, res.json.action.webUrl);
  await h.settle();
}

/** Buys `item` in the shop, paid: answers the new account's cookie and id. */
async function subscribed(item: string): Promise<{ cookie: string; account: string }> {
  const checkout = await app.request(`${SHOP}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ item }) });
  const cookie = checkout.headers.get('set-cookie')!.split(';')[0]!;
  await pay(((await checkout.json()) as { sessionId: string }).sessionId);
  return { cookie, account: cookie.split('=')[1]! };
}

/** The page's change to `planId`: the change checkout's view. */
async function changeTo(page: string, planId: string) {
  const change = await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId } });
  assert.equal(change.status, 200, change.text);
  return (await h.request('GET', `/sessions/${change.json.id}`)).json;
}

test('a plan change made on the account page is the account subscription from then on', { timeout: 60_000 }, async () => {
  const { cookie, account } = await subscribed('club-monthly');
  const before = accounts.subscriptionOf(account);
  assert.equal(before?.itemId, 'club-monthly');

  const page = await openPage(cookie);
  const planId: string = (await h.request('GET', `/sessions/${page}`)).json.plans[0].planId;
  const change = await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId } });
  await pay(change.json.id);

  const after = accounts.subscriptionOf(account);
  assert.equal(after?.itemId, planId);
  assert.notEqual(after?.subscriptionId, before?.subscriptionId);
  // A later visit, in the same language, gets a page of its own for the new subscription: the plan it left is offered.
  const again = await openPage(cookie);
  assert.notEqual(again, page, 'not the page made for the old plan');
  const next = (await h.request('GET', `/sessions/${again}`)).json;
  assert.equal(next.subscription.status, 'trialing', "Brew box's free week");
  assert.equal(next.actions.changePlan, true);
  assert.deepEqual(next.plans.map((p: { planId: string }) => p.planId), ['club-monthly']);
  assert.equal(await openPage(cookie), again, 'and that page is kept while it lives');
});

test("a change from the page credits the unused part of the period paid, and keeps the new plan's trial", { timeout: 60_000 }, async () => {
  const { cookie } = await subscribed('club-monthly');
  const change = await changeTo(await openPage(cookie), 'brew-box');
  // Roaster's Club paid just now: its whole month (9.99) is unused.
  assert.deepEqual(change.change.remainingAmount, { value: '9.99', currency: 'EUR' });
  const plan = change.subscription.plan;
  assert.deepEqual([plan.trial?.numberOfPeriod, plan.trial?.periodType, plan.trial?.periodInterval, plan.numberOfPeriod], [7, 'DAILY', 1, undefined]);
});

test("a change from the page to Roaster's Club keeps its 12 payments; a free trial week credits nothing", { timeout: 60_000 }, async () => {
  const { cookie } = await subscribed('brew-box');
  const change = await changeTo(await openPage(cookie), 'club-monthly');
  assert.equal(change.subscription.plan.numberOfPeriod, 12);
  assert.equal(change.subscription.plan.trial, undefined);
  assert.deepEqual(change.change.remainingAmount, { value: '0.00', currency: 'EUR' });
});
