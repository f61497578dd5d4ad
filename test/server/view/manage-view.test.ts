import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ManageView } from '../../../src/core/api/manage-view.js';
import { assertNoApiKey, createHarness, type Harness } from '../harness.js';
import { advanceClock, manageInput, subscribe } from '../manage-helpers.js';

const h = createHarness();
after(() => h.close());

/** The test clock only moves forward: a test that moves it has a sandbox of its own. */
async function withOwnClock(run: (h: Harness) => Promise<void>): Promise<void> {
  const own = createHarness();
  try {
    await run(own);
  } finally {
    await own.close();
  }
}

const view = async (id: string, on: Harness = h): Promise<ManageView> => {
  const res = await on.request('GET', `/sessions/${id}`);
  assert.equal(res.status, 200, res.text);
  return ManageView.parse(res.json);
};

describe('the subscription page view', { timeout: 30_000 }, () => {
  test('after subscribing: the plan, active, the next date, one paid row, what the shopper may do', async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(
      manageInput(sub, { cashierLanguage: 'de-de', returnUrl: 'https://shop.test/account', brandInfo: { cashierDisplayName: 'Shop', cashierLogoUrl: 'https://cdn.shop.test/logo.png' } }),
    );
    const v = await view(id);
    assert.equal(v.subscription.description, 'Pro plan');
    assert.deepEqual(v.subscription.amount, { value: '9.99', currency: 'EUR' });
    assert.equal(v.subscription.periodType, 'MONTHLY');
    assert.equal(v.subscription.status, 'active');
    assert.ok(v.subscription.nextPaymentAt && Date.parse(v.subscription.nextPaymentAt) > Date.parse(h.sandbox.clock.now().toISOString()));
    assert.deepEqual(v.payments.map((p) => [p.status, p.amount.value, p.period]), [['paid', '9.99', 1]]);
    assert.deepEqual(v.actions, { cancel: true, updatePayment: true, changePlan: true });
    assert.deepEqual(v.plans.map((p) => p.planId), ['plan-max']);
    assert.equal(v.language, 'de-DE', 'canonical BCP 47');
    assert.equal(v.returnUrl, 'https://shop.test/account');
    assert.deepEqual(v.brand, { displayName: 'Shop', logoUrl: 'https://cdn.shop.test/logo.png' });
    assert.deepEqual(v.webUrlHosts, ['acq.test']);
    assert.ok(!JSON.stringify(v).includes('user-2'), 'no user data in the view');
  });

  test('the test clock one month on: two paid rows, newest first, and the next date a month later', () =>
    withOwnClock(async (h) => {
      const sub = await subscribe(h);
      const { id } = await h.proxy.createSession(manageInput(sub));
      const first = await view(id, h);
      await advanceClock(h, 'P1M');
      const second = await view(id, h);
      assert.deepEqual(second.payments.map((p) => [p.status, p.period]), [['paid', 2], ['paid', 1]]);
      const moved = new Date(first.subscription.nextPaymentAt!);
      moved.setUTCMonth(moved.getUTCMonth() + 1);
      assert.equal(Date.parse(second.subscription.nextPaymentAt!), moved.getTime());
      assert.equal(second.subscription.status, 'active');
    }));

  test('a declined renewal (card 0341): past due, the failed try newest', () =>
    withOwnClock(async (h) => {
      const sub = await subscribe(h, '4000000000000341');
      const { id } = await h.proxy.createSession(manageInput(sub));
      await advanceClock(h, 'P1M');
      const v = await view(id, h);
      assert.equal(v.subscription.status, 'past_due');
      assert.equal(v.subscription.acquirerStatus, 'ACTIVE');
      assert.equal(v.payments[0]!.status, 'failed');
      assert.equal(v.payments.at(-1)!.status, 'paid');
      assert.equal(v.actions.cancel, true, 'past due is still ACTIVE: cancellable');
    }));

  test("a free week (7 daily €0 days): the next payment and access are the trial's end; the sandbox's clock past it, active", () =>
    withOwnClock(async (h) => {
      const productInfo = { description: 'Pro plan', periodType: 'MONTHLY', periodInterval: '1', trialPeriodAmount: '0', numberOfTrialPeriod: '7', trialPeriodType: 'DAILY', trialPeriodInterval: '1' };
      const sub = await subscribe(h, '4242424242424242', { productInfo });
      const { id } = await h.proxy.createSession(manageInput(sub));
      const trial = await view(id, h);
      assert.equal(trial.subscription.status, 'trialing');
      assert.ok(trial.subscription.trialEndAt);
      assert.equal(trial.subscription.nextPaymentAt, trial.subscription.trialEndAt, "the first charge, not tomorrow's €0 day");
      assert.equal(trial.subscription.paidUntil, trial.subscription.trialEndAt);
      // Past the trial and a paid month on the acquirer's clock (the proxy's is still on day 1).
      await advanceClock(h, 'P8D');
      const after = await view(id, h);
      assert.equal(after.subscription.status, 'active');
      assert.deepEqual(after.payments[0]!.period, 8);
      const month = new Date(trial.subscription.trialEndAt!);
      month.setUTCMonth(month.getUTCMonth() + 1);
      assert.equal(Date.parse(after.subscription.nextPaymentAt!), month.getTime());
      // Cancelled, then read again: the paid month still runs to its end.
      assert.equal((await h.request('POST', `/sessions/${id}/subscription/cancel`, { body: {} })).status, 200);
      const { id: again } = await h.proxy.createSession(manageInput(sub));
      const cancelled = await view(again, h);
      assert.equal(cancelled.subscription.status, 'cancelled');
      assert.equal(cancelled.subscription.nextPaymentAt, undefined);
      assert.equal(Date.parse(cancelled.subscription.paidUntil!), month.getTime());
    }));

  test('past due: access ends with the last paid period, not at the retry', () =>
    withOwnClock(async (h) => {
      const sub = await subscribe(h, '4000000000000341');
      const { id } = await h.proxy.createSession(manageInput(sub));
      const first = await view(id, h);
      await advanceClock(h, 'P1M');
      const v = await view(id, h);
      assert.equal(v.subscription.status, 'past_due');
      assert.ok(Date.parse(v.subscription.nextPaymentAt!) > Date.parse(first.subscription.nextPaymentAt!), 'the next payment is the retry');
      assert.equal(v.subscription.paidUntil, first.subscription.nextPaymentAt, 'the end of period 1');
    }));

  test("each plan offered says its term and its trial, as the change's checkout will", async () => {
    const sub = await subscribe(h);
    const plans = [
      { planId: 'plan-max', description: 'Max plan', amount: '19.99', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1, numberOfPeriod: '12', trialPeriodAmount: '0', numberOfTrialPeriod: '7', trialPeriodType: 'DAILY', trialPeriodInterval: '1' },
      { planId: 'plan-lite', description: 'Lite plan', amount: '4.99', currency: 'EUR', periodType: 'WEEKLY', periodInterval: 2 },
    ] as const;
    const { id } = await h.proxy.createSession(manageInput(sub, { plans: [...plans] }));
    const v = await view(id);
    assert.deepEqual(v.plans, [
      {
        planId: 'plan-max',
        description: 'Max plan',
        amount: { value: '19.99', currency: 'EUR' },
        periodType: 'MONTHLY',
        periodInterval: 1,
        numberOfPeriod: 12,
        trial: { amount: { value: '0', currency: 'EUR' }, periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 7 },
      },
      { planId: 'plan-lite', description: 'Lite plan', amount: { value: '4.99', currency: 'EUR' }, periodType: 'WEEKLY', periodInterval: 2 },
    ]);
  });

  test('plans in another currency, or the current plan, are not offered', async () => {
    const sub = await subscribe(h);
    const plans = [
      { planId: 'plan-pro', description: 'Pro plan', amount: '9.99', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1 },
      { planId: 'plan-usd', description: 'USD plan', amount: '9.99', currency: 'USD', periodType: 'MONTHLY', periodInterval: 1 },
    ] as const;
    const { id } = await h.proxy.createSession(manageInput(sub, { plans: [...plans] }));
    const v = await view(id);
    assert.deepEqual(v.plans, []);
    assert.equal(v.actions.changePlan, false);
    assertNoApiKey();
  });
});
