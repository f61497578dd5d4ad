import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSandbox } from '../../src/sandbox/index.js';
import { API_KEY, decideOn, startSandbox, submitCard, subscriptionBody, verifySignature, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox({ now: new Date('2026-01-31T09:00:00Z') });
});
after(() => sb.close());

async function createSub(overrides: Record<string, unknown> = {}, productInfo: Record<string, unknown> = {}, paymentInfo: Record<string, unknown> = {}) {
  const body = subscriptionBody(overrides, productInfo, paymentInfo);
  const { json } = await sb.api('/subscription/create', body);
  assert.equal(json.code, '0', json.msg);
  return { body, data: json.data, webUrl: json.data.subscriptionAction ? webUrlOf(json.data.subscriptionAction) : '' };
}

async function activeSub(overrides: Record<string, unknown> = {}, productInfo: Record<string, unknown> = {}, card = '4242424242424242') {
  const created = await createSub(overrides, productInfo);
  const paid = await submitCard(created.webUrl, card);
  assert.equal(paid.status, 200);
  return created;
}

const inquiry = async (subscriptionRequest: string) => (await sb.api('/subscription/inquiry', { subscriptionRequest, paymentDetails: 1 })).json.data;

describe('subscription create and approval', () => {
  it('create → AUTHORIZATION_REQUIRED with subscriptionAction.webUrl', async () => {
    const { data, webUrl } = await createSub();
    assert.equal(data.subscriptionStatus, 'AUTHORIZATION_REQUIRED');
    assert.ok(webUrl.startsWith(`${sb.url}/hosted/pay/`));
  });

  it('approval on the card page → ACTIVE, period 1 paid as a PaymentDetail, schedule reported, signed callback', async () => {
    const { body } = await activeSub();
    const sub = await inquiry(body.subscriptionRequest);
    assert.equal(sub.subscriptionStatus, 'ACTIVE');
    assert.equal(sub.paymentDetails.length, 1);
    assert.deepEqual({ ...sub.paymentDetails[0], acquiringOrderId: 'x', orderUpdatedAt: 'x' }, { acquiringOrderId: 'x', orderCurrency: 'EUR', orderAmount: '9.99', orderStatus: 'PAY_SUCCESS', orderUpdatedAt: 'x', period: '1' });
    assert.equal(sub.productInfo.currentPeriod, '1');
    assert.ok(sub.productInfo.startDateTime);
    assert.ok(sub.productInfo.nextPaymentDateTime > sub.productInfo.startDateTime);
    await sb.sandbox.callbacksIdle();
    const cb = sb.callbacks.find((c) => c.json.notifyType === 'SUBSCRIPTION_RESULT' && c.json.data.subscriptionRequest === body.subscriptionRequest);
    assert.ok(cb && verifySignature(cb.signature, cb.body));
    assert.equal(cb.json.data.subscriptionStatus, 'ACTIVE');
  });

  it('decline on the wallet page → CLOSE; an unanswered authorization closes at orderExpiredAt', async () => {
    const wallet = await createSub({}, {}, { payMethodType: 'GOOGLEPAY', payMethodName: 'GOOGLEPAY' });
    await decideOn(wallet.webUrl, 'decline');
    assert.equal((await inquiry(wallet.body.subscriptionRequest)).subscriptionStatus, 'CLOSE');
    const idle = await createSub();
    await sb.advance('PT4H1M');
    const closed = await inquiry(idle.body.subscriptionRequest);
    assert.equal(closed.subscriptionStatus, 'CLOSE');
    assert.match(closed.failedReason, /ORDER_EXPIRED/);
  });

  it('3220 on a subscription: IN_PROGRESS until the extra step approves', async () => {
    const { body, webUrl } = await createSub();
    await submitCard(webUrl, '4000000000003220');
    assert.equal((await inquiry(body.subscriptionRequest)).subscriptionStatus, 'IN_PROGRESS');
    await decideOn(webUrl, 'approve');
    assert.equal((await inquiry(body.subscriptionRequest)).subscriptionStatus, 'ACTIVE');
  });
});

describe('the test clock and period payments', () => {
  it('GET /sandbox/clock reads it; a bad duration is refused with an envelope', async () => {
    const clock = await (await fetch(`${sb.url}/sandbox/clock`)).json();
    assert.equal(clock.code, '0');
    assert.ok(Date.parse(clock.data.now) >= Date.parse('2026-01-31T09:00:00Z'));
    const bad = await fetch(`${sb.url}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY }, body: '{"advance":"1 month"}' });
    const keyless = await fetch(`${sb.url}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"advance":"P1M"}' });
    assert.equal(keyless.status, 401, 'moving the clock needs the key');
    assert.equal((await bad.json()).code, 'A0021');
  });

  it('advancing generates period payments; EXPIRED after numberOfPeriod', async () => {
    const { body } = await activeSub({}, { numberOfPeriod: '3' });
    const start = (await inquiry(body.subscriptionRequest)).productInfo;
    assert.ok(start.endDateTime);
    await sb.advance('P1M');
    let sub = await inquiry(body.subscriptionRequest);
    assert.equal(sub.paymentDetails.length, 2);
    assert.equal(sub.productInfo.currentPeriod, '2');
    await sb.advance('P3M');
    sub = await inquiry(body.subscriptionRequest);
    assert.deepEqual(sub.paymentDetails.map((d: { period: string; orderStatus: string }) => `${d.period}:${d.orderStatus}`), ['1:PAY_SUCCESS', '2:PAY_SUCCESS', '3:PAY_SUCCESS']);
    assert.equal(sub.subscriptionStatus, 'EXPIRED');
    await sb.sandbox.callbacksIdle();
    const payments = sb.callbacks.filter((c) => c.json.notifyType === 'SUBSCRIPTION_PAYMENT' && c.json.data.subscriptionRequest === body.subscriptionRequest);
    assert.equal(payments.length, 2);
  });

  it('a trial: the trial amount first, then the plan amount', async () => {
    const { body } = await activeSub({}, { trialPeriodAmount: '0.00', numberOfTrialPeriod: '1', trialPeriodType: 'WEEKLY', trialPeriodInterval: '1' });
    await sb.advance('P7D');
    const sub = await inquiry(body.subscriptionRequest);
    assert.deepEqual(sub.paymentDetails.map((d: { orderAmount: string }) => d.orderAmount), ['0.00', '9.99']);
  });

  it('card 4000…0341: a declined renewal is retried 3 times a day apart (ACTIVE, past due), then the subscription closes', async () => {
    const { body } = await activeSub({}, {}, '4000000000000341');
    const id = body.subscriptionRequest;
    await sb.advance('P1M');
    let sub = await inquiry(id);
    assert.equal(sub.subscriptionStatus, 'ACTIVE', 'still active while retries remain');
    assert.equal(sub.renewalStatus, 'PAST_DUE');
    const declined = sub.paymentDetails[1];
    assert.deepEqual([declined.orderStatus, declined.period, declined.attempt, declined.retryStatus], ['ORDER_CLOSE', '2', '1', 'RETRYING']);
    assert.equal(Date.parse(declined.nextRetryAt) - Date.parse(declined.orderUpdatedAt), 86_400_000, 'retry 1 a day after the decline');
    assert.deepEqual({ ...sub.renewalRetry, nextRetryAt: 'x' }, { period: '2', declinedAttempts: 1, retryMaxCount: 3, retryStrategy: 'DAILY_3', nextRetryAt: 'x' });
    assert.equal(sub.productInfo.nextPaymentDateTime, declined.nextRetryAt, 'the next payment is the retry');

    await sb.advance('P1D');
    sub = await inquiry(id);
    assert.deepEqual(sub.paymentDetails.slice(1).map((d: { attempt: string; retryStatus: string }) => `${d.attempt}:${d.retryStatus}`), ['1:RETRYING', '2:RETRYING']);
    assert.equal(sub.subscriptionStatus, 'ACTIVE');

    await sb.advance('P2D');
    sub = await inquiry(id);
    assert.deepEqual(sub.paymentDetails.slice(1).map((d: { attempt: string; retryStatus: string }) => `${d.attempt}:${d.retryStatus}`), ['1:RETRYING', '2:RETRYING', '3:RETRYING', '4:EXHAUSTED']);
    assert.equal(sub.subscriptionStatus, 'CLOSE');
    assert.equal(sub.renewalStatus, undefined);
    assert.match(sub.failedReason, /RENEWAL_DECLINED.*declined 4 times/);
    assert.equal(sub.productInfo.nextPaymentDateTime, undefined);

    await sb.sandbox.callbacksIdle();
    const mine = sb.callbacks.filter((c) => c.json.data.subscriptionRequest === id);
    assert.deepEqual(
      mine.map((c) => c.json.notifyType === 'SUBSCRIPTION_PAYMENT' ? `PAYMENT ${(c.json.data as any).paymentDetail.retryStatus}` : `RESULT ${c.json.data.subscriptionStatus}`),
      ['RESULT ACTIVE', 'PAYMENT RETRYING', 'PAYMENT RETRYING', 'PAYMENT RETRYING', 'PAYMENT EXHAUSTED', 'RESULT CLOSE'],
    );
    await sb.advance('P1M');
    assert.equal((await inquiry(id)).paymentDetails.length, 5, 'nothing is charged after closing');
  });

  it('the retry strategy of the create request (acqAgreements…retryStrategies) wins: 1 retry 6 hours later', async () => {
    const strategy = { name: 'SIX_HOURS', retryInterval: 6, retryIntervalUnit: 'HOUR', retryMaxCount: 1 };
    const { body } = await activeSub({ acqAgreements: [{ agreementId: 'a1', subscriptionExtInfoObj: { retryStrategies: [strategy] } }] }, {}, '4000000000000341');
    await sb.advance('P1M');
    let sub = await inquiry(body.subscriptionRequest);
    assert.equal(sub.renewalRetry.retryStrategy, 'SIX_HOURS');
    assert.equal(Date.parse(sub.paymentDetails[1].nextRetryAt) - Date.parse(sub.paymentDetails[1].orderUpdatedAt), 6 * 3_600_000);
    await sb.advance('PT6H');
    sub = await inquiry(body.subscriptionRequest);
    assert.equal(sub.subscriptionStatus, 'CLOSE');
    assert.deepEqual(sub.paymentDetails.map((d: { retryStatus?: string }) => d.retryStatus ?? 'paid'), ['paid', 'RETRYING', 'EXHAUSTED']);
  });

  it('cancelling a past-due subscription stops its retries', async () => {
    const { body } = await activeSub({}, {}, '4000000000000341');
    await sb.advance('P1M');
    assert.equal((await sb.api('/subscription/cancel', { subscriptionRequest: body.subscriptionRequest })).json.data.subscriptionStatus, 'MERCHANT_CANCELLED');
    await sb.advance('P5D');
    const sub = await inquiry(body.subscriptionRequest);
    assert.equal(sub.paymentDetails.length, 2, 'no retry ran after the cancel');
    assert.equal(sub.renewalStatus, undefined);
  });
});

describe('renewal retries configured on the sandbox', () => {
  it('renewalRetry {retryMaxCount: 0}: the first declined renewal closes the subscription', async () => {
    const own = await startSandbox({ now: new Date('2026-01-31T09:00:00Z'), renewalRetry: { retryMaxCount: 0 } });
    try {
      const body = subscriptionBody();
      const { json } = await own.api('/subscription/create', body);
      assert.equal((await submitCard(webUrlOf(json.data.subscriptionAction), '4000000000000341')).status, 200);
      await own.advance('P1M');
      const sub = (await own.api('/subscription/inquiry', { subscriptionRequest: body.subscriptionRequest, paymentDetails: 1 })).json.data;
      assert.equal(sub.subscriptionStatus, 'CLOSE');
      assert.deepEqual(sub.paymentDetails.map((d: { orderStatus: string; retryStatus?: string }) => `${d.orderStatus}:${d.retryStatus ?? ''}`), ['PAY_SUCCESS:', 'ORDER_CLOSE:EXHAUSTED']);
    } finally {
      await own.close();
    }
  });

  it('an unusable strategy is refused when the sandbox is created', () => {
    assert.throws(() => createSandbox({ renewalRetry: { retryIntervalUnit: 'WEEK' as never } }), /retryIntervalUnit/);
  });
});

describe('cancel and manage', () => {
  it('cancel only while ACTIVE → MERCHANT_CANCELLED; refused otherwise', async () => {
    const pending = await createSub();
    assert.equal((await sb.api('/subscription/cancel', { subscriptionRequest: pending.body.subscriptionRequest })).json.code, 'A0033');
    const { body } = await activeSub();
    const cancelled = await sb.api('/subscription/cancel', { subscriptionRequest: body.subscriptionRequest });
    assert.equal(cancelled.json.data.subscriptionStatus, 'MERCHANT_CANCELLED');
    assert.equal((await sb.api('/subscription/cancel', { subscriptionRequest: body.subscriptionRequest })).json.code, 'A0033');
  });

  it('manage: a management URL for one day; its page cancels once confirmed → USER_CANCELLED', async () => {
    const { data, body } = await activeSub();
    const managed = await sb.api('/subscription/manage', { subscriptionId: data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` });
    assert.equal(managed.json.code, '0');
    const { managementUrl, expiredAt } = managed.json.data;
    const clock = (await (await fetch(`${sb.url}/sandbox/clock`)).json()).data.now;
    assert.ok(Math.abs(Date.parse(expiredAt) - Date.parse(clock) - 86_400_000) < 5000);
    const page = await (await fetch(managementUrl)).text();
    assert.match(page, /Cancel subscription/);
    const asked = await (await fetch(managementUrl, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) })).text();
    assert.match(asked, /Cancel this subscription\?/);
    assert.equal((await inquiry(body.subscriptionRequest)).subscriptionStatus, 'ACTIVE');
    const confirmation = /name="confirmation" value="([\w-]+)"/.exec(asked)![1]!;
    const response = await fetch(managementUrl, { method: 'POST', body: new URLSearchParams({ action: 'confirm', confirmation }) });
    assert.match(await response.text(), /USER_CANCELLED/);
    assert.equal((await inquiry(body.subscriptionRequest)).subscriptionStatus, 'USER_CANCELLED');
  });

  it('a management URL stops working after a day', async () => {
    const { data, body } = await activeSub();
    const { managementUrl } = (await sb.api('/subscription/manage', { subscriptionId: data.subscriptionId, subscriptionRequest: `${body.subscriptionRequest}-m` })).json.data;
    await sb.advance('P1DT1M');
    assert.equal((await fetch(managementUrl)).status, 404);
  });
});

describe('change', () => {
  const changeBody = (origin: string, overrides: Record<string, unknown> = {}) => {
    const base = subscriptionBody();
    return {
      subscriptionRequest: `${origin}-c${Math.random().toString(36).slice(2, 6)}`,
      originSubscriptionRequest: origin,
      remainingAmount: '5.00',
      currency: 'EUR',
      amount: '19.99',
      requestedAt: base.requestedAt,
      notifyUrl: base.notifyUrl,
      productInfoList: [{ description: 'Pro plan', periodType: 'MONTHLY', periodInterval: '1' }],
      merchantInfo: base.merchantInfo,
      userInfo: base.userInfo,
      goodsInfo: { goodsId: 'pro', goodsName: 'Pro plan' },
      paymentInfo: { productName: 'SUBSCRIPTION', payMethodType: 'CREDITCARD' },
      ...overrides,
    };
  };

  it('creates a new subscription, applies remainingAmount, ends the original; change inquiry and callback report it', async () => {
    const origin = await activeSub();
    const body = changeBody(origin.body.subscriptionRequest);
    const changed = await sb.api('/subscription/change', body);
    assert.equal(changed.json.code, '0', changed.json.msg);
    assert.equal(changed.json.data.subscriptionStatus, 'AUTHORIZATION_REQUIRED');
    assert.equal((await sb.api('/subscription/change/inquiry', { subscriptionRequest: body.subscriptionRequest })).json.data.changeStatus, 'PROCESSING');
    await submitCard(webUrlOf(changed.json.data.subscriptionAction), '4242424242424242');
    const next = await inquiry(body.subscriptionRequest);
    assert.equal(next.subscriptionStatus, 'ACTIVE');
    assert.equal(next.paymentDetails[0].orderAmount, '14.99');
    assert.equal((await inquiry(origin.body.subscriptionRequest)).subscriptionStatus, 'MERCHANT_CANCELLED');
    const report = (await sb.api('/subscription/change/inquiry', { subscriptionRequest: body.subscriptionRequest })).json.data;
    assert.equal(report.changeStatus, 'SUCCESS');
    assert.equal(report.remainingAmount, '5.00');
    await sb.sandbox.callbacksIdle();
    assert.ok(sb.callbacks.some((c) => c.json.notifyType === 'SUBSCRIPTION_CHANGE_RESULT' && c.json.data.subscriptionRequest === body.subscriptionRequest));
  });

  it('refusals: A0054 another change open, A0048 change in payment, A0050 already changed, A0049 cancelled', async () => {
    const origin = await activeSub();
    const first = changeBody(origin.body.subscriptionRequest);
    const created = await sb.api('/subscription/change', first);
    assert.equal((await sb.api('/subscription/change', changeBody(origin.body.subscriptionRequest))).json.code, 'A0054');
    assert.deepEqual((await sb.api('/subscription/change', first)).json, created.json, 'the same change replays');
    const webUrl = webUrlOf(created.json.data.subscriptionAction);
    await submitCard(webUrl, '4000000000003220');
    assert.equal((await sb.api('/subscription/change', changeBody(origin.body.subscriptionRequest))).json.code, 'A0048');
    await decideOn(webUrl, 'approve');
    assert.equal((await sb.api('/subscription/change', changeBody(origin.body.subscriptionRequest))).json.code, 'A0050');
    const other = await activeSub();
    await sb.api('/subscription/cancel', { subscriptionRequest: other.body.subscriptionRequest });
    assert.equal((await sb.api('/subscription/change', changeBody(other.body.subscriptionRequest))).json.code, 'A0049');
  });
});
