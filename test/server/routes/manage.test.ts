import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ManageView } from '../../../src/core/api/manage-view.js';
import { assertNoApiKey, createHarness, payOnHostedPage, SHOP, type Harness } from '../harness.js';
import { advanceClock, manageInput, subscribe, viewEvents } from '../manage-helpers.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const count = (on: Harness, suffix: string) => on.calls.filter((p) => p.endsWith(suffix)).length;

async function managed(on: Harness = h, over: Parameters<typeof manageInput>[1] = {}) {
  const sub = await subscribe(on);
  const { id } = await on.proxy.createSession(manageInput(sub, over));
  return { ...sub, id };
}

describe('subscription page routes', { timeout: 30_000 }, () => {
  test('cancel: a double click cancels once, both answer the cancelled view, the acquirer says cancelled', async () => {
    const page = await managed();
    const before = count(h, '/subscription/cancel');
    const answers = await Promise.all([1, 2].map(() => h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: {} })));
    assert.deepEqual(answers.map((a) => a.status), [200, 200]);
    assert.equal(count(h, '/subscription/cancel') - before, 1, 'one acquirer cancel');
    for (const a of answers) {
      const v = ManageView.parse(a.json);
      assert.equal(v.subscription.status, 'cancelled');
      assert.equal(v.actions.cancel, false);
      assert.equal(v.subscription.nextPaymentAt, undefined);
    }
    const record = await h.proxy.acquirer.subscriptionInquiry({ subscriptionId: page.subscriptionId });
    assert.equal(record.subscriptionStatus, 'MERCHANT_CANCELLED');
    // Later: the same page's cancel is answered from its claim, still once.
    assert.equal((await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: {} })).status, 200);
    assert.equal(count(h, '/subscription/cancel') - before, 1);
  });

  test('cancel of a subscription no longer ACTIVE: 409 subscription_not_active, no acquirer cancel', async () => {
    const page = await managed();
    await h.proxy.acquirer.subscriptionCancel({ subscriptionId: page.subscriptionId });
    const other = await h.proxy.createSession(manageInput(page));
    const before = count(h, '/subscription/cancel');
    const res = await h.request('POST', `/sessions/${other.id}/subscription/cancel`, { body: {} });
    assert.equal(res.status, 409);
    assert.equal(res.json.error.code, 'subscription_not_active');
    assert.equal(typeof res.json.error.messageKey, 'string');
    assert.equal(count(h, '/subscription/cancel'), before);
  });

  test('cancel takes {} only', async () => {
    const page = await managed();
    const res = await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: { subscriptionId: 'SUB_other' } });
    assert.equal(res.status, 400);
    assert.equal((await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { raw: '{}' })).status, 415, 'JSON only');
  });

  test('a refusal of the acquirer is a ProxyError with a message key', async () => {
    const page = await managed();
    h.inject('/subscription/cancel', new Response(JSON.stringify({ code: 'A0049', msg: 'in progress', data: {} }), { headers: { 'Content-Type': 'application/json' } }));
    const res = await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: {} });
    assert.equal(res.status, 502);
    assert.deepEqual([res.json.error.code, typeof res.json.error.messageKey], ['A0049', 'string']);
    assert.ok(!res.text.includes('in progress'), "the acquirer's own msg is not passed on");
    // The claim was released: the shopper may try again.
    assert.equal((await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: {} })).status, 200);
  });

  test("cancel whose answer is lost: the acquirer's refusal of the retry is read as the cancel done", async () => {
    const page = await managed();
    h.inject('/subscription/cancel', async (req) => {
      await h.sandbox.fetch(req);
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
    });
    const res = await h.request('POST', `/sessions/${page.id}/subscription/cancel`, { body: {} });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.subscription.status, 'cancelled');
  });

  test('the management URL is reused until near its expiry', async () => {
    const page = await managed();
    const before = count(h, '/subscription/manage');
    const first = await h.request('GET', `/sessions/${page.id}/manage`);
    const second = await h.request('GET', `/sessions/${page.id}/manage`);
    assert.equal(first.status, 200);
    assert.deepEqual(second.json, first.json);
    assert.equal(count(h, '/subscription/manage') - before, 1);
    assert.ok(new URL(first.json.url).host === 'acq.test');
  });

  test('change plan: a subscription-change session for the merchant plan, one per plan and page', async () => {
    const page = await managed();
    const res = await h.request('POST', `/sessions/${page.id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(Object.keys(res.json), ['id']);
    const again = await h.request('POST', `/sessions/${page.id}/subscription/change`, { body: { planId: 'plan-max' } });
    assert.equal(again.json.id, res.json.id);
    const change = await h.request('GET', `/sessions/${res.json.id}`);
    assert.equal(change.json.kind, 'subscription-change');
    assert.equal(change.json.subscription.plan.description, 'Max plan');
    assert.deepEqual(change.json.subscription.plan.amount, { value: '19.99', currency: 'EUR' });
    assert.equal(change.json.change.fromPlan.description, 'Pro plan');
    // Paid: the change is made at the acquirer from this subscription.
    const pay = await h.request('POST', `/sessions/${res.json.id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    await payOnHostedPage(h.sandbox, pay.json.action.webUrl);
    await h.settle();
    assert.equal((await h.request('GET', `/sessions/${res.json.id}/status`)).json.status, 'succeeded');
    const sent = h.sent.filter((s) => s.path.endsWith('/subscription/change')).at(-1)!.body;
    assert.equal(sent.originSubscriptionRequest, page.subscriptionRequest);
    assert.equal(sent.merchantSubscriptionId, 'plan-max');
  });

  test('change plan refuses a plan the merchant did not list, and anything but {planId}', async () => {
    const page = await managed();
    const unknown = await h.request('POST', `/sessions/${page.id}/subscription/change`, { body: { planId: 'plan-free' } });
    assert.deepEqual([unknown.status, unknown.json.error.code], [400, 'plan_not_offered']);
    const priced = await h.request('POST', `/sessions/${page.id}/subscription/change`, { body: { planId: 'plan-max', amount: '0.01' } });
    assert.equal(priced.status, 400);
  });

  test('checkout sessions know none of these routes', async () => {
    const id = await h.createSession();
    assert.equal((await h.request('POST', `/sessions/${id}/subscription/cancel`, { body: {} })).status, 404);
    assert.equal((await h.request('POST', `/sessions/${id}/subscription/change`, { body: { planId: 'plan-max' } })).status, 404);
    assert.equal((await h.request('GET', `/sessions/cs_${'x'.repeat(32)}`)).status, 404);
  });

  test('live: a renewal reaches an open page as `event: view`', async () => {
    const own = createHarness();
    try {
      const page = await managed(own);
      const views = await viewEvents(own, page.id, (v) => v.some((x) => x.payments.length === 2), () => advanceClock(own, 'P1M'));
      assert.deepEqual(views.map((v) => v.payments.length), [1, 2]);
    } finally {
      await own.close();
    }
  });

  test('live: a cancel on the acquirer page reaches an open page', async () => {
    const page = await managed();
    const link = await h.request('GET', `/sessions/${page.id}/manage`);
    const post = (form: Record<string, string>) => h.sandbox.fetch(new Request(link.json.url, { method: 'POST', body: new URLSearchParams(form) }));
    const cancelThere = async () => {
      // The acquirer's page asks first; its confirm form carries the secret that cancels.
      const asked = await (await post({ action: 'cancel' })).text();
      const confirmation = /name="confirmation" value="([\w-]+)"/.exec(asked)?.[1];
      assert.ok(confirmation, 'the confirm step');
      const res = await post({ action: 'confirm', confirmation });
      assert.ok(res.status < 400);
      await h.settle();
    };
    const views = await viewEvents(h, page.id, (v) => v.some((x) => x.subscription.status === 'cancelled'), cancelThere);
    assert.equal(views.at(-1)!.subscription.acquirerStatus, 'USER_CANCELLED');
    assertNoApiKey();
  });

  test("the checkout's budgets hold for pages: views per client, streams per session, a stream's lifetime", async () => {
    const own = createHarness({ budgets: { viewPerMinute: 4, streamsPerSession: 1, streamLifetimeMs: 300 } });
    try {
      const page = await managed(own);
      const views = await Promise.all([1, 2].map(() => own.request('GET', `/sessions/${page.id}`)));
      assert.deepEqual(views.map((v) => v.status), [200, 200]);
      // A stream's opening reads the view: the third and fourth reads of the minute, the last the budget allows.
      const first = await own.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${page.id}/events`));
      const second = await own.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${page.id}/events`));
      assert.equal(second.status, 429);
      assert.match(await second.text(), /Too many event streams/, 'the session has its one stream open');
      assert.equal((await own.request('GET', `/sessions/${page.id}`)).status, 429, 'views and stream openings share the budget');
      const text = await first.text();
      assert.match(text, /event: view/);
      assert.match(text, /retry: \d+/, 'ends at its lifetime with a reconnect hint');
      assert.equal((await own.request('HEAD', `/sessions/${page.id}/subscription/cancel`)).status, 405);
    } finally {
      await own.close();
    }
  });
});
