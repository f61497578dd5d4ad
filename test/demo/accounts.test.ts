/**
 * The demo shop's account book follows a plan change made on the account's subscription
 * page: that change's session is the proxy's (the shop never started it), and onResult
 * names the subscription it replaced (originSubscriptionRequest).
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

test('a plan change made on the account page is the account subscription from then on', { timeout: 60_000 }, async () => {
  const checkout = await app.request(`${SHOP}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ item: 'club-monthly' }) });
  const cookie = checkout.headers.get('set-cookie')!.split(';')[0]!;
  await pay(((await checkout.json()) as { sessionId: string }).sessionId);
  const account = cookie.split('=')[1]!;
  const before = accounts.subscriptionOf(account);
  assert.equal(before?.itemId, 'club-monthly');

  const page = await openPage(cookie);
  const planId: string = (await h.request('GET', `/sessions/${page}`)).json.plans[0].planId;
  const change = await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId } });
  await pay(change.json.id);

  const after = accounts.subscriptionOf(account);
  assert.equal(after?.itemId, planId);
  assert.notEqual(after?.subscriptionId, before?.subscriptionId);
  // A later visit (here in another language, so a new page session) shows the plan the shopper changed to.
  const next = (await h.request('GET', `/sessions/${await openPage(cookie, '?language=de')}`)).json;
  assert.equal(next.subscription.status, 'active');
  assert.equal(next.actions.changePlan, true);
  assert.ok(next.plans.every((p: { planId: string }) => p.planId !== planId), 'the plan it is on is not offered');
});
