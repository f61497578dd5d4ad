import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { CashierView } from '../../../src/core/api/cashier.js';
import { SessionInputError, SessionOwnershipError } from '../../../src/server/index.js';
import { assertNoApiKey, changeInput, createHarness, orderInput, SHOP, subscriptionInput } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

const refusal = async (input: Record<string, unknown>) => {
  try {
    await h.proxy.createSession(input as never);
  } catch (error) {
    assert.ok(error instanceof SessionInputError, String(error));
    return error;
  }
  assert.fail('createSession accepted a bad input');
};

test('session ids: cs_ + 192 random bits, base64url, all different', async () => {
  const ids = await Promise.all(Array.from({ length: 50 }, () => h.proxy.createSession(orderInput())));
  for (const { id, expiresAt } of ids) {
    assert.match(id, /^cs_[A-Za-z0-9_-]{32}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    assert.ok(ttl > 3_590_000 && ttl <= 3_600_000, 'default TTL 1 hour');
  }
  assert.equal(new Set(ids.map((s) => s.id)).size, 50);
});

test('the whole acquirer request is checked before anything is sent: bad inputs → SessionInputError', async () => {
  const before = h.calls.length;
  const rows: [string, Record<string, unknown>, string, RegExp][] = [
    ['bad cashierLanguage', orderInput({ paymentInfo: { cashierLanguage: 'en_US' } }) as never, 'A0047', /cashierLanguage/],
    ['missing amount', { ...orderInput(), orderAmount: undefined }, 'A0019', /orderAmount/],
    ['zero amount', orderInput({ orderAmount: '0' }) as never, 'A0020', /orderAmount/],
    ['bad email', orderInput({ userInfo: { userId: 'u', userEmail: 'nope' } }) as never, 'A0021', /userEmail/],
    ['too long description', orderInput({ orderDescription: 'x'.repeat(300) }) as never, 'A0020', /orderDescription/],
    ['http logo', orderInput({ brandInfo: { cashierLogoUrl: 'http://x.test/l.png' } }) as never, 'A0021', /cashierLogoUrl/],
    ['plan interval out of range', subscriptionInput({ productInfo: { description: 'p', periodType: 'WEEKLY', periodInterval: '9' } }) as never, 'A0020', /periodInterval/],
    ['no management URL', { ...subscriptionInput(), subscriptionManagementUrl: undefined }, 'A0019', /subscriptionManagementUrl/],
    ['appearance not JSON', orderInput({ paymentInfo: { cashierAppearance: '{oops' } }) as never, 'A0021', /cashierAppearance/],
  ];
  for (const [name, input, code, field] of rows) {
    const error = await refusal(input);
    assert.equal(error.code, code, name);
    assert.match(error.message, field, name);
  }
  assert.equal(h.calls.length, before, 'nothing reached the acquirer');
});

test('currencies, amounts, redirect URLs and expiry a shopper could not pay by are refused at createSession', async () => {
  const before = h.calls.length;
  const soon = new Date(Date.now() + 10_000).toISOString();
  const rows: [string, Record<string, unknown>, RegExp][] = [
    ['lower-case currency', orderInput({ orderCurrency: 'eur' }) as never, /orderCurrency: must be an ISO 4217 currency code in capitals, such as EUR \(not "eur"\)/],
    ['not a code', orderInput({ orderCurrency: 'EURO' }) as never, /orderCurrency: must be an ISO 4217/],
    ['cents of a cent', orderInput({ orderAmount: '24.999' }) as never, /orderAmount: has more decimals than EUR has \(2\)/],
    ['yen with cents', orderInput({ orderAmount: '100.50', orderCurrency: 'JPY' }) as never, /orderAmount: has more decimals than JPY has \(0\)/],
    ['subscription trial price', subscriptionInput({ productInfo: { description: 'p', periodType: 'MONTHLY', periodInterval: '1', trialPeriodAmount: '0.001' } }) as never, /productInfo\.trialPeriodAmount: has more decimals/],
    ['change credit', { ...changeInput('orig-1'), remainingAmount: '4.005' }, /remainingAmount: has more decimals/],
    ['old plan currency', { ...changeInput('orig-1'), fromPlan: { amount: '9.99', currency: 'euro', productInfo: { description: 'p', periodType: 'MONTHLY', periodInterval: '1' } } }, /fromPlan\.currency: must be an ISO 4217/],
    ['old plan without description', { ...changeInput('orig-1'), fromPlan: { amount: '9.99', productInfo: { periodType: 'MONTHLY', periodInterval: '1' } } }, /fromPlan\.productInfo\.description: is required/],
    ['language at the top level', orderInput({ cashierLanguage: 'de' }) as never, /cashierLanguage: is not a top-level field: it belongs in paymentInfo \(paymentInfo\.cashierLanguage\)/],
    ['a field of no request', subscriptionInput({ colour: 'red' }) as never, /colour: is not a field of a subscription session/],
    ['javascript: redirect', orderInput({ successRedirectUrl: 'javascript:alert(1)' }) as never, /successRedirectUrl: must be an absolute http\(s\) URL/],
    ['relative redirect', orderInput({ cancelRedirectUrl: 'shop.example/cart' }) as never, /cancelRedirectUrl: must be an absolute http\(s\) URL/],
    ['expiry in words', orderInput({ orderExpiredAt: 'tomorrow' }) as never, /orderExpiredAt: must be an ISO 8601 date-time/],
    ['expiry past', orderInput({ orderExpiredAt: '2020-01-01T00:00:00Z' }) as never, /orderExpiredAt: must be at least a minute in the future/],
    ['expiry in seconds', orderInput({ orderExpiredAt: soon }) as never, /orderExpiredAt: must be at least a minute in the future/],
    // The proxy fills these itself; from plain JavaScript a value used to be replaced without a word.
    ['own notifyUrl', orderInput({ notifyUrl: 'https://shop.example/hook' }) as never, /notifyUrl: is the proxy's own \(publicUrl \+ basePath \+ \/notify\).*onResult option/],
    ['own merchantInfo', orderInput({ merchantInfo: { merchantId: 'M999' } }) as never, /merchantInfo: comes from the proxy's merchantId and subMerchantId options/],
    ['own request id', orderInput({ paymentRequestId: 'order-77' }) as never, /paymentRequestId: is made by the proxy for each payment attempt/],
    ['own request time', subscriptionInput({ requestedAt: new Date().toISOString() }) as never, /requestedAt: is made by the proxy for each payment attempt/],
  ];
  for (const [name, input, message] of rows) {
    const error = await refusal(input);
    assert.equal(error.code, 'invalid_session_input', name);
    assert.match(error.message, message, name);
  }
  assert.equal(h.calls.length, before, 'nothing reached the acquirer');
  // What is right passes: trailing zeros, three-decimal currencies, a later expiry.
  for (const input of [orderInput({ orderAmount: '24.990' }), orderInput({ orderAmount: '1.234', orderCurrency: 'BHD' }), orderInput({ orderExpiredAt: new Date(Date.now() + 600_000).toISOString() })]) {
    await h.proxy.createSession(input);
  }
});

test('a bad theme is refused with a message naming the variable', async () => {
  const appearance = JSON.stringify({ variables: { colorPrimary: 'url(javascript:alert(1))', colourText: '#000' } });
  const error = await refusal(orderInput({ paymentInfo: { cashierAppearance: appearance } }) as never);
  assert.match(error.message, /colorPrimary/);
  assert.match(error.message, /colourText/);
});

test('the proxy fills merchantInfo, request ids, requested time, notifyUrl and return URLs (values given for the first four are refused above)', async () => {
  const id = await h.createSession(orderInput({ successRedirectUrl: `${SHOP}/thanks` }));
  await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  const sent = h.sent.filter((s) => s.path.endsWith('/order/create')).at(-1)!.body;
  assert.deepEqual(sent.merchantInfo, { merchantId: 'M10001' });
  assert.equal(sent.notifyUrl, `${SHOP}/cashier/notify`);
  assert.match(sent.paymentRequestId, /^[A-Za-z0-9_-]{16}-1$/);
  assert.ok(Math.abs(Date.parse(sent.orderRequestedAt) - Date.now()) < 5_000);
  // The acquirer returns the shopper to the widget page, which carries the session id;
  // the merchant's own success page comes after the widget has confirmed the result.
  assert.equal(sent.successRedirectUrl, `${SHOP}/?acq_session=${id}`);
  assert.equal(sent.failedRedirectUrl, `${SHOP}/?acq_session=${id}`);
  assert.equal(sent.paymentInfo.productName, 'ONE_TIME_PAYMENT');
  assert.equal(sent.paymentInfo.payMethodType, 'CREDITCARD');
});

test('language and appearance reach the view as the merchant sent them', async () => {
  const appearance = JSON.stringify({ theme: 'night', variables: { colorPrimary: '#0055ff' } });
  const id = await h.createSession(orderInput({ paymentInfo: { cashierLanguage: 'pt-BR', cashierAppearance: appearance } }) as never);
  const view = CashierView.parse((await h.request('GET', `/sessions/${id}`)).json);
  assert.equal(view.language, 'pt-BR');
  assert.equal(view.appearance, appearance);
});

test('subscription-change: the view shows both plans, the credit, and the amount due now; pay calls subscription/change', async () => {
  const origin = await h.createSession(subscriptionInput() as never);
  await h.request('POST', `/sessions/${origin}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  const originRequest = h.sent.filter((s) => s.path.endsWith('/subscription/create')).at(-1)!.body.subscriptionRequest;
  const { id } = await h.proxy.createSession(changeInput(originRequest));
  const view = CashierView.parse((await h.request('GET', `/sessions/${id}`)).json);
  assert.equal(view.kind, 'subscription-change');
  assert.deepEqual(view.amount, { value: '15.99', currency: 'EUR' });
  assert.equal(view.change?.fromPlan.description, 'Pro plan');
  assert.deepEqual(view.change?.remainingAmount, { value: '4.00', currency: 'EUR' });
  assert.equal(view.subscription?.plan.description, 'Max plan');
  const paid = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.ok([200].includes(paid.status), paid.text);
  assert.ok(h.calls.some((p) => p.endsWith('/subscription/change')));
});

test("subscription-change of another user's subscription, or of none: refused at createSession, nothing to pay", async () => {
  const origin = await h.createSession(subscriptionInput() as never);
  await h.request('POST', `/sessions/${origin}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  const originRequest = h.sent.filter((s) => s.path.endsWith('/subscription/create')).at(-1)!.body.subscriptionRequest;
  const stranger = { ...changeInput(originRequest), userInfo: { userId: 'user-9', userEmail: 'user-9@shop.test' } };
  await assert.rejects(h.proxy.createSession(stranger), (e: unknown) => e instanceof SessionOwnershipError && e.code === 'subscription_not_owned');
  await assert.rejects(h.proxy.createSession(changeInput('no-such-request')), (e: unknown) => {
    assert.ok(e instanceof SessionInputError);
    assert.deepEqual(e.issues.map((i) => i.path), ['originSubscriptionRequest']);
    return true;
  });
});

test('a session stops answering after its time to live', async () => {
  // Long enough that a loaded CI machine still answers the first read in time.
  const h2 = createHarness({ sessionTtlMs: 1_500 });
  try {
    const id = await h2.createSession();
    assert.equal((await h2.request('GET', `/sessions/${id}`)).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const gone = await h2.request('GET', `/sessions/${id}/status`);
    assert.equal(gone.status, 404);
    assert.equal(gone.json.error.code, 'session_not_found');
  } finally {
    await h2.close();
  }
});

test('no response body or log line of this suite carries the API key', () => {
  assertNoApiKey();
});

test('before payment the view estimates the first charge and the end from the plan', async () => {
  const id = await h.createSession(
    subscriptionInput({
      productInfo: {
        description: 'Pro plan',
        periodType: 'MONTHLY',
        periodInterval: '1',
        numberOfPeriod: '12',
        trialPeriodAmount: '0',
        numberOfTrialPeriod: '14',
        trialPeriodType: 'DAILY',
        trialPeriodInterval: '1',
      },
    }) as never,
  );
  const view = CashierView.parse((await h.request('GET', `/sessions/${id}`)).json);
  const days = (iso: string | undefined) => Math.round((Date.parse(iso!) - Date.now()) / 86_400_000);
  assert.equal(days(view.subscription?.firstChargeAt), 14);
  const end = new Date(view.subscription!.firstChargeAt!);
  end.setUTCMonth(end.getUTCMonth() + 12);
  assert.equal(view.subscription?.endAt?.slice(0, 10), end.toISOString().slice(0, 10));
  assert.equal(view.subscription?.manageable, false);
  // Tried once (waiting on the acquirer's page, the shopper back on the pay screen): the same schedule, not the
  // acquirer's dateless record (a trial's shopper was no longer told when the charges start).
  const tried = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  assert.equal(tried.json.status, 'action_required', tried.text);
  const again = CashierView.parse((await h.request('GET', `/sessions/${id}`)).json);
  assert.equal(days(again.subscription?.firstChargeAt), 14);
  assert.equal(again.subscription?.endAt?.slice(0, 10), end.toISOString().slice(0, 10));
});
