/**
 * A subscription cancelled on its page closes the plan changes that page opened and
 * that are not paid (attempt/close-changes.ts): before, a change checkout left open in
 * another tab still took a Pay after the cancel, and the acquirer's page took the money.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionResult } from '../../../src/server/index.js';
import { createHarness, payOnHostedPage } from '../harness.js';
import { MAX_PLAN, manageInput, subscribe } from '../manage-helpers.js';

const results: SessionResult[] = [];
const h = createHarness({ payRateLimitPerMinute: 10_000, onResult: (r) => void results.push(r) });
after(() => h.close());

const LITE_PLAN = { ...MAX_PLAN, planId: 'plan-lite', description: 'Lite plan', amount: '4.99' } as const;
const changes = () => h.calls.filter((p) => p.endsWith('/subscription/change')).length;
const change = async (page: string, planId: string) => (await h.request('POST', `/sessions/${page}/subscription/change`, { body: { planId } })).json.id as string;
const pay = (id: string, attempt = 1) => h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt } });
const status = async (id: string) => (await h.request('GET', `/sessions/${id}/status`)).json;
const cancels = () => h.calls.filter((p) => p.endsWith('/subscription/cancel')).length;

/** The acquirer's answers to `suffix` wait until the returned release is called. */
function holdAnswers(suffix: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  h.inject(suffix, async (req: Request) => {
    await held;
    return h.sandbox.fetch(req);
  });
  return release;
}

/** Until `count` has grown past `from`: the call is on its way. */
async function calledAfter(count: () => number, from: number): Promise<void> {
  while (count() === from) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('cancelling a subscription closes its open plan changes', { timeout: 60_000 }, () => {
  test('a change not paid yet and one waiting on the acquirer\'s page: both closed (cancelled, code subscription_cancelled); neither takes a Pay after', async () => {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub, { plans: [MAX_PLAN, LITE_PLAN] }));
    const unpaid = await change(page, 'plan-lite');
    const waiting = await change(page, 'plan-max');
    assert.equal((await pay(waiting)).json.status, 'action_required');
    const cancel = await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} });
    assert.equal(cancel.status, 200, cancel.text);
    for (const id of [unpaid, waiting]) {
      const closed = await status(id);
      assert.equal(closed.status, 'cancelled', id);
      assert.deepEqual([closed.result?.code, closed.result?.messageKey], ['subscription_cancelled', 'result.cancelled.body']);
    }
    const sent = changes();
    assert.equal((await pay(unpaid)).json.error?.code, 'session_closed');
    assert.equal((await pay(waiting, 2)).json.error?.code, 'session_closed');
    assert.equal(changes(), sent, 'nothing more reached the acquirer');
    // A repeat of the cancel closes nothing more and answers as before.
    assert.equal((await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} })).status, 200);
    assert.equal((await status(waiting)).status, 'cancelled');
  });

  test("paid on the acquirer's page after all: an approval after the cancel, given back (the new subscription cancelled at the acquirer), the page stays cancelled, the merchant told once", async () => {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub));
    const waiting = await change(page, 'plan-max');
    const action = (await pay(waiting)).json.action;
    assert.equal((await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} })).status, 200);
    await payOnHostedPage(h.sandbox, action.webUrl);
    await h.settle();
    assert.equal((await status(waiting)).status, 'cancelled', 'the session stays as the page left it');
    const told = results.filter((r) => r.sessionId === waiting);
    assert.deepEqual(told.map((r) => [r.status, r.result?.code]), [
      ['cancelled', 'subscription_cancelled'],
      ['cancelled', 'approved_after_cancel'],
    ]);
    assert.match(told[1]?.result?.message ?? '', /cancelled at the acquirer/);
    const made = h.sent.filter((s) => s.path.endsWith('/subscription/change')).at(-1)!.body.subscriptionRequest;
    const kept = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest: made });
    assert.equal(kept.subscriptionStatus, 'MERCHANT_CANCELLED', 'the shopper who cancelled is not billed again');
    const view = (await h.request('GET', `/sessions/${page}`)).json;
    assert.deepEqual([view.subscription.description, view.subscription.status, view.actions.cancel], ['Pro plan', 'cancelled', false]);
  });

  test("another tab's change waiting on the acquirer's page: closed by this tab's cancel, and given back if paid after all", async () => {
    const sub = await subscribe(h);
    const { id: pageA } = await h.proxy.createSession(manageInput(sub));
    const { id: pageB } = await h.proxy.createSession(manageInput(sub));
    const waiting = await change(pageB, 'plan-max');
    const action = (await pay(waiting)).json.action;
    assert.equal((await h.request('POST', `/sessions/${pageA}/subscription/cancel`, { body: {} })).status, 200);
    assert.deepEqual([(await status(waiting)).status, (await status(waiting)).result?.code], ['cancelled', 'subscription_cancelled']);
    await payOnHostedPage(h.sandbox, action.webUrl);
    await h.settle();
    const made = h.sent.filter((s) => s.path.endsWith('/subscription/change')).at(-1)!.body.subscriptionRequest;
    assert.equal((await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest: made })).subscriptionStatus, 'MERCHANT_CANCELLED');
    for (const page of [pageA, pageB]) assert.equal((await h.request('GET', `/sessions/${page}`)).json.subscription.status, 'cancelled', page);
  });

  test('a change being paid holds the cancel back (409 change_pending, "being paid"); decided, the cancel goes through', async () => {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub));
    const paying = await change(page, 'plan-max');
    // The acquirer's answer to the change's create is slow: the change is being decided meanwhile.
    const release = holdAnswers('/subscription/change');
    const before = changes();
    const cancelsBefore = cancels();
    const payment = pay(paying);
    await calledAfter(changes, before);
    const refused = await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} });
    assert.equal(refused.status, 409, refused.text);
    assert.deepEqual([refused.json.error.code, refused.json.error.messageKey], ['change_pending', 'error.changeInPayment']);
    assert.equal(cancels(), cancelsBefore, 'nothing cancelled at the acquirer');
    release();
    assert.equal((await payment).json.status, 'action_required');
    const cancelled = await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await status(paying)).status, 'cancelled');
  });

  test("a change's Pay while the page's cancel is on its way: refused as the acquirer refuses a change while cancelling, nothing sent", async () => {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub));
    const open = await change(page, 'plan-max');
    const release = holdAnswers('/subscription/cancel');
    const cancelsBefore = cancels();
    const cancelling = h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} });
    await calledAfter(cancels, cancelsBefore);
    const sent = changes();
    const paid = await pay(open);
    assert.equal(paid.status, 200, paid.text);
    assert.deepEqual([paid.json.status, paid.json.result?.code, paid.json.result?.messageKey], ['failed', 'A0049', 'error.changeCancelling']);
    assert.equal(changes(), sent, 'no change reached the acquirer');
    release();
    assert.equal((await cancelling).status, 200);
    assert.equal((await status(open)).status, 'cancelled');
  });

  test('a refused cancel (the subscription is no longer active) closes nothing', async () => {
    const sub = await subscribe(h);
    const { id: page } = await h.proxy.createSession(manageInput(sub));
    const open = await change(page, 'plan-max');
    await h.proxy.acquirer.subscriptionCancel({ subscriptionId: sub.subscriptionId });
    await h.settle();
    const refused = await h.request('POST', `/sessions/${page}/subscription/cancel`, { body: {} });
    assert.equal(refused.status, 409, refused.text);
    assert.equal((await status(open)).status, 'open');
  });
});
