/**
 * A plan change from the subscription page sends the plan as the merchant sells it: its
 * number of payments and its trial (the subscription create request's productInfo
 * fields, with the same rules), not only its period.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SessionInputError } from '../../../src/server/index.js';
import { createHarness } from '../harness.js';
import { MAX_PLAN, manageInput, subscribe } from '../manage-helpers.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const TERMED = { ...MAX_PLAN, numberOfPeriod: '12', trialPeriodAmount: '0', numberOfTrialPeriod: '7', trialPeriodType: 'DAILY', trialPeriodInterval: '1' } as const;

describe('the plans of a subscription page: term and trial', { timeout: 60_000 }, () => {
  test('a change to a plan with 12 payments and a free week: the change request and the checkout keep both', async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(manageInput(sub, { plans: [TERMED] }));
    const res = await h.request('POST', `/sessions/${id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal(res.status, 200, res.text);
    const plan = (await h.request('GET', `/sessions/${res.json.id}`)).json.subscription.plan;
    assert.equal(plan.numberOfPeriod, 12);
    assert.deepEqual([plan.trial?.numberOfPeriod, plan.trial?.periodType, plan.trial?.periodInterval], [7, 'DAILY', 1]);
    await h.request('POST', `/sessions/${res.json.id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    const sent = h.sent.filter((s) => s.path.endsWith('/subscription/change')).at(-1)!.body;
    assert.deepEqual(sent.productInfoList, [
      { description: 'Max plan', periodType: 'MONTHLY', periodInterval: '1', numberOfPeriod: '12', trialPeriodAmount: '0', numberOfTrialPeriod: '7', trialPeriodType: 'DAILY', trialPeriodInterval: '1' },
    ]);
  });

  test('a plan without them: no end, no trial, as before', async () => {
    const sub = await subscribe(h);
    const { id } = await h.proxy.createSession(manageInput(sub));
    const res = await h.request('POST', `/sessions/${id}/subscription/change`, { body: { planId: 'plan-max' } });
    const plan = (await h.request('GET', `/sessions/${res.json.id}`)).json.subscription.plan;
    assert.deepEqual([plan.numberOfPeriod, plan.trial], [undefined, undefined]);
  });

  test("term and trial are checked as a subscription session's productInfo, before the acquirer is asked", async () => {
    const before = h.calls.length;
    const rows: Array<[Record<string, unknown>, RegExp]> = [
      [{ numberOfPeriod: '1' }, /plans\[0\]\.numberOfPeriod: must be greater than 1/],
      [{ numberOfPeriod: '37' }, /plans\[0\]\.numberOfPeriod: total duration must not exceed 3 years/],
      [{ numberOfPeriod: 12 }, /plans\[0\]\.numberOfPeriod: /],
      [{ trialPeriodType: 'WEEKLY', trialPeriodInterval: '5' }, /plans\[0\]\.trialPeriodInterval: must be 1-4 for WEEKLY/],
      [{ trialPeriodAmount: '0.001' }, /plans\[0\]\.trialPeriodAmount: has more decimals than EUR has \(2\)/],
      [{ periodInterval: 13 }, /plans\[0\]\.periodInterval: must be 1-12 for MONTHLY/],
    ];
    for (const [over, message] of rows) {
      const error = await h.proxy.createSession(manageInput({ subscriptionId: 'SUB_1' }, { plans: [{ ...MAX_PLAN, ...over }] as never })).then(() => undefined, (e: unknown) => e);
      assert.ok(error instanceof SessionInputError, JSON.stringify(over));
      assert.match(error.message, message, JSON.stringify(over));
    }
    assert.equal(h.calls.length, before);
  });
});
