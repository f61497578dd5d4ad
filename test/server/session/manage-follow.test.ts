/**
 * A paid plan change creates a new subscription (spec: "a change request creates a new
 * subscription based on the original one"; the acquirer ends the original). The page
 * that made the change follows it, and so do the other open pages of the subscription it
 * replaced: their views, cancels, management links, next changes and events then act on
 * the new subscription. Through the sandbox, as a shopper would.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, payOnHostedPage } from '../harness.js';
import { MAX_PLAN, manageInput, subscribe, viewEvents } from '../manage-helpers.js';
import type { SessionResult } from '../../../src/server/index.js';

const told: SessionResult[] = [];
// Short heartbeats wake a stream's reader: a page that never hears a change fails its assertions, not the timeout.
const h = createHarness({ payRateLimitPerMinute: 10_000, heartbeatMs: 250, onResult: (r) => void told.push(r) });
after(() => h.close());

const PRO_PLAN = { planId: 'plan-pro', description: 'Pro plan', amount: '9.99', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1 } as const;
const lastSent = (suffix: string) => h.sent.filter((s) => s.path.endsWith(suffix)).at(-1)?.body;

/** A page for a fresh Pro subscription that offers Max and Pro. */
async function page() {
  const sub = await subscribe(h);
  const { id } = await h.proxy.createSession(manageInput(sub, { plans: [MAX_PLAN, PRO_PLAN], remainingAmount: '4.00' }));
  return { ...sub, id };
}

/** The page's change to `planId`, paid with `card`; answers the change session's id and the acquirer's ids of what it made. */
async function changePaid(pageId: string, planId: string, card = '4242424242424242') {
  const res = await h.request('POST', `/sessions/${pageId}/subscription/change`, { body: { planId } });
  assert.equal(res.status, 200, res.text);
  const pay = await h.request('POST', `/sessions/${res.json.id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(pay.status, 200, pay.text);
  await payOnHostedPage(h.sandbox, pay.json.action.webUrl, card);
  await h.settle();
  const subscriptionRequest: string = lastSent('/subscription/change').subscriptionRequest;
  return { changeId: res.json.id as string, subscriptionRequest };
}

describe('a subscription page after a plan change', { timeout: 60_000 }, () => {
  test('paid: the view, the management link, the next change and the cancel act on the new subscription', async () => {
    const p = await page();
    const { subscriptionRequest } = await changePaid(p.id, 'plan-max');
    const next = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest });
    assert.notEqual(next.subscriptionId, p.subscriptionId, 'the change made a new subscription');
    assert.equal((await h.proxy.acquirer.subscriptionInquiry({ subscriptionId: p.subscriptionId })).subscriptionStatus, 'MERCHANT_CANCELLED', 'and ended the original');

    const view = await h.request('GET', `/sessions/${p.id}`);
    assert.equal(view.status, 200);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.status, view.json.subscription.acquirerStatus], ['Max plan', 'active', 'ACTIVE']);
    assert.deepEqual(view.json.plans.map((x: { planId: string }) => x.planId), ['plan-pro'], 'the new plan is the current one now');
    assert.deepEqual(view.json.actions, { cancel: true, updatePayment: true, changePlan: true });

    assert.equal((await h.request('GET', `/sessions/${p.id}/manage`)).status, 200);
    assert.equal(lastSent('/subscription/manage').subscriptionId, next.subscriptionId);

    // Back to Pro: a new change session, from the new subscription, with no credit the merchant priced for the old one.
    const again = await h.request('POST', `/sessions/${p.id}/subscription/change`, { body: { planId: 'plan-pro' } });
    assert.equal(again.status, 200, again.text);
    const back = await h.request('GET', `/sessions/${again.json.id}`);
    assert.equal(back.json.change.fromPlan.description, 'Max plan');

    const cancel = await h.request('POST', `/sessions/${p.id}/subscription/cancel`, { body: {} });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal(lastSent('/subscription/cancel').subscriptionId, next.subscriptionId);
    assert.equal(cancel.json.subscription.status, 'cancelled');
    assert.equal((await h.proxy.acquirer.subscriptionInquiry({ subscriptionId: next.subscriptionId })).subscriptionStatus, 'MERCHANT_CANCELLED');
  });

  test('the next change sends the new subscription as its origin and no credit', async () => {
    const p = await page();
    const first = await changePaid(p.id, 'plan-max');
    const second = await changePaid(p.id, 'plan-pro');
    const sent = h.sent.filter((s) => s.path.endsWith('/subscription/change')).at(-1)!.body;
    assert.equal(sent.subscriptionRequest, second.subscriptionRequest);
    assert.equal(sent.originSubscriptionRequest, first.subscriptionRequest);
    assert.equal(sent.remainingAmount, '0.00');
    const view = await h.request('GET', `/sessions/${p.id}`);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.acquirerStatus], ['Pro plan', 'ACTIVE']);
  });

  test('declined: the page stays on its subscription', async () => {
    const p = await page();
    await changePaid(p.id, 'plan-max', '4000000000000002');
    const view = await h.request('GET', `/sessions/${p.id}`);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.acquirerStatus], ['Pro plan', 'ACTIVE']);
    await h.request('GET', `/sessions/${p.id}/manage`);
    assert.equal(lastSent('/subscription/manage').subscriptionId, p.subscriptionId);
  });

  test("every open page of the subscription follows the change one of them paid; each page's stream hears it", async () => {
    const p = await page();
    // Another tab (or another load of the merchant's page) of the same subscription, with the merchant's credit too.
    const other = await h.proxy.createSession(manageInput(p, { plans: [MAX_PLAN, PRO_PLAN], remainingAmount: '4.00' }));
    const until = Date.now() + 5_000;
    const maxShown = (all: { subscription: { description: string } }[]) => Date.now() > until || all.some((v) => v.subscription.description === 'Max plan');
    let own: Awaited<ReturnType<typeof viewEvents>> = [];
    const heard = await viewEvents(h, other.id, maxShown, async () => {
      own = await viewEvents(h, p.id, maxShown, async () => void (await changePaid(p.id, 'plan-max')));
    });
    for (const views of [own, heard]) {
      assert.equal(views[0]!.subscription.description, 'Pro plan');
      assert.deepEqual([views.at(-1)!.subscription.description, views.at(-1)!.subscription.acquirerStatus], ['Max plan', 'ACTIVE']);
    }
    const next = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest: lastSent('/subscription/change').subscriptionRequest });

    const view = await h.request('GET', `/sessions/${other.id}`);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.status, view.json.subscription.acquirerStatus], ['Max plan', 'active', 'ACTIVE']);
    assert.deepEqual(view.json.actions, { cancel: true, updatePayment: true, changePlan: true });
    assert.equal((await h.request('GET', `/sessions/${other.id}/manage`)).status, 200);
    assert.equal(lastSent('/subscription/manage').subscriptionId, next.subscriptionId);

    // The shopper cancels the Max plan from the tab that did not change it.
    const cancel = await h.request('POST', `/sessions/${other.id}/subscription/cancel`, { body: {} });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal(lastSent('/subscription/cancel').subscriptionId, next.subscriptionId);
    assert.equal((await h.proxy.acquirer.subscriptionInquiry({ subscriptionId: next.subscriptionId })).subscriptionStatus, 'MERCHANT_CANCELLED');
    const made = await h.request('GET', `/sessions/${p.id}`);
    assert.deepEqual([made.json.subscription.description, made.json.subscription.status], ['Max plan', 'cancelled'], 'the page that made the change sees it too');
  });

  test("a page that followed another page's change changes from the new subscription with no credit; the other follows back", async () => {
    const p = await page();
    const other = await h.proxy.createSession(manageInput(p, { plans: [MAX_PLAN, PRO_PLAN], remainingAmount: '4.00' }));
    const first = await changePaid(p.id, 'plan-max');
    const second = await changePaid(other.id, 'plan-pro');
    const sent = lastSent('/subscription/change');
    assert.equal(sent.subscriptionRequest, second.subscriptionRequest);
    assert.equal(sent.originSubscriptionRequest, first.subscriptionRequest);
    assert.equal(sent.remainingAmount, '0.00', 'the credit the merchant priced was for the subscription it named');
    for (const id of [p.id, other.id]) {
      const view = await h.request('GET', `/sessions/${id}`);
      assert.deepEqual([view.json.subscription.description, view.json.subscription.acquirerStatus], ['Pro plan', 'ACTIVE'], id);
    }
  });

  test("a page of the user's other subscription stays on it", async () => {
    const p = await page();
    const elsewhere = await subscribe(h);
    const another = await h.proxy.createSession(manageInput(elsewhere, { plans: [MAX_PLAN] }));
    await changePaid(p.id, 'plan-max');
    // Later callbacks and inquiries run the follow again: nothing more moves.
    await h.sandbox.clock.advance('PT6M');
    await h.settle();
    const view = await h.request('GET', `/sessions/${another.id}`);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.acquirerStatus], ['Pro plan', 'ACTIVE']);
    await h.request('GET', `/sessions/${another.id}/manage`);
    assert.equal(lastSent('/subscription/manage').subscriptionId, elsewhere.subscriptionId);
    assert.equal((await h.request('GET', `/sessions/${p.id}`)).json.subscription.description, 'Max plan');
  });

  test('cancelled in the cashier while its authorization waits, then authorized there: kept, followed, told once', async () => {
    const p = await page();
    const res = await h.request('POST', `/sessions/${p.id}/subscription/change`, { body: { planId: 'plan-max' } });
    const pay = await h.request('POST', `/sessions/${res.json.id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    assert.equal(pay.json.status, 'action_required');
    // The acquirer cannot cancel a subscription that is not ACTIVE: the proxy closes the session on its side only.
    assert.equal((await h.request('POST', `/sessions/${res.json.id}/cancel`, { body: {} })).json.status, 'cancelled');
    // The shopper goes back to the acquirer's page, still open there, and authorizes.
    await payOnHostedPage(h.sandbox, pay.json.action.webUrl);
    await h.settle();
    const subscriptionRequest: string = lastSent('/subscription/change').subscriptionRequest;
    const made = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest });
    assert.equal(made.subscriptionStatus, 'ACTIVE', 'the subscription the change made is kept: the acquirer ended the one it replaced');
    assert.equal((await h.proxy.acquirer.subscriptionInquiry({ subscriptionId: p.subscriptionId })).subscriptionStatus, 'MERCHANT_CANCELLED');
    const view = await h.request('GET', `/sessions/${p.id}`);
    assert.deepEqual([view.json.subscription.description, view.json.subscription.status], ['Max plan', 'active'], 'the page follows it');
    assert.equal((await h.request('GET', `/sessions/${res.json.id}/status`)).json.status, 'cancelled', 'the change session stays as the shopper left it');
    // Later callbacks about the same approval: no second word.
    await h.sandbox.clock.advance('PT6M');
    await h.settle();
    const late = told.filter((r) => r.sessionId === res.json.id && r.result?.code === 'approved_after_cancel');
    assert.equal(late.length, 1, 'the merchant hears of it once');
    assert.match(late[0]!.result!.message!, /plan change took effect/);
    assert.equal(late[0]!.originSubscriptionRequest, p.subscriptionRequest, 'naming the subscription it replaced, for the merchant to find its user');
  });

  test('a change the shopper cancelled is not offered again: the same plan makes a new change session', async () => {
    const p = await page();
    const first = await h.request('POST', `/sessions/${p.id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal((await h.request('POST', `/sessions/${first.json.id}/cancel`, { body: {} })).json.status, 'cancelled');
    const again = await h.request('POST', `/sessions/${p.id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal(again.status, 200, again.text);
    assert.notEqual(again.json.id, first.json.id);
    assert.equal((await h.request('GET', `/sessions/${again.json.id}`)).json.status.status, 'open');
    const twice = await h.request('POST', `/sessions/${p.id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal(twice.json.id, again.json.id, 'an open one is offered again');
    await changePaid(p.id, 'plan-max');
    const view = await h.request('GET', `/sessions/${p.id}`);
    assert.equal(view.json.subscription.description, 'Max plan');
  });
});
