import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decideOn, orderBody, startSandbox, submitCard, verifySignature, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

async function createOrder(overrides: Record<string, unknown> = {}, paymentInfo: Record<string, unknown> = {}) {
  const body = orderBody(overrides, paymentInfo);
  const { json } = await sb.api('/order/create', body);
  assert.equal(json.code, '0', json.msg);
  return { body, data: json.data, webUrl: json.data.orderAction ? webUrlOf(json.data.orderAction) : '' };
}

const inquiry = async (paymentRequestId: string) => (await sb.api('/order/inquiry', { paymentRequestId })).json;

describe('order create and the card page', () => {
  it('answers PAY_IN_PROGRESS with a webUrl on the sandbox origin carrying an unguessable token', async () => {
    const { data, webUrl } = await createOrder();
    assert.equal(data.orderStatus, 'PAY_IN_PROGRESS');
    assert.match(webUrl, new RegExp(`^${sb.url}/hosted/pay/[A-Za-z0-9_-]{43}$`));
  });

  it('serves a card page with <acq-card-form> wired to its submit URL, under a strict CSP', async () => {
    const { webUrl } = await createOrder({}, { cashierLanguage: 'de-DE', cashierAppearance: '{"variables":{"colorPrimary":"#0a0"}}' });
    const response = await fetch(webUrl);
    const page = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.doesNotMatch(page, /<script(?![^>]*\bsrc=)(?! type="importmap")/, 'no inline script but the import map');
    assert.doesNotMatch(page, /\son[a-z]+=/i, 'no inline event handler');
    assert.doesNotMatch(page, /<style|style=/, 'no inline style');
    assert.match(page, /Bean &#38; Co/);
    // The amount once: on the form's Pay button, not again above it.
    assert.doesNotMatch(page, /class="amount"/);
    assert.match(page, /<html lang="de-DE" dir="ltr">/);
    if (page.includes('<acq-card-form')) {
      assert.ok(page.includes(`action="${webUrl}/card"`));
      assert.match(page, /amount="9\.99" currency="EUR"/);
      assert.match(page, /language="de-DE"/);
      assert.match(page, /appearance="\{&#34;variables&#34;/);
      assert.match(page, /<script type="module" src="\/assets\/acq-card-form\.js" integrity="sha384-/);
      // Every file the card form may load is pinned (its language and lazy chunks), the map allowed by its hash alone.
      const map = /<script type="importmap">([^<]*)<\/script>/.exec(page)![1]!;
      const pinned = Object.keys((JSON.parse(map) as { integrity: Record<string, string> }).integrity);
      assert.ok(pinned.includes('/assets/acq-card-form.js') && pinned.includes('/assets/chunks/card-form/de.js'), pinned.slice(0, 5).join(' '));
      const hash = `'sha256-${createHash('sha256').update(map).digest('base64')}'`;
      assert.ok(csp.includes(`script-src 'self' ${hash}`), csp);
    } else {
      assert.match(page, /npm run build/);
    }
  });

  it('4242… pays: PAY_SUCCESS, redirect to successRedirectUrl, a signed callback, masked card only', async () => {
    const { body, webUrl } = await createOrder();
    const submitted = await submitCard(webUrl, '4242 4242 4242 4242');
    assert.equal(submitted.status, 200);
    assert.equal(submitted.json.redirectUrl, 'https://merchant.example/ok');
    const order = await inquiry(body.paymentRequestId);
    assert.equal(order.data.orderStatus, 'PAY_SUCCESS');
    const serialized = JSON.stringify(order);
    assert.ok(!serialized.includes('4242424242424242'));
    assert.match(order.data.paymentInfo.payMethodResponse, /424242\*{6}4242/);
    await sb.sandbox.callbacksIdle();
    const cb = sb.callbacks.find((c) => c.json.notifyType === 'ORDER_RESULT' && c.json.data.paymentRequestId === body.paymentRequestId);
    assert.ok(cb, 'callback sent');
    assert.equal(cb.json.data.orderStatus, 'PAY_SUCCESS');
    assert.ok(verifySignature(cb.signature, cb.body));
    assert.ok(!cb.body.includes('4242424242424242'));
  });

  it('4000…0002 is declined: ORDER_CLOSE and the failedRedirectUrl', async () => {
    const { body, webUrl } = await createOrder();
    const submitted = await submitCard(webUrl, '4000000000000002');
    assert.equal(submitted.json.redirectUrl, 'https://merchant.example/failed');
    const order = await inquiry(body.paymentRequestId);
    assert.equal(order.data.orderStatus, 'ORDER_CLOSE');
    assert.match(order.data.orderFailedReason, /CARD_DECLINED/);
  });

  it('4000…3220 asks for an extra step: the authorization page decides', async () => {
    const { body, webUrl } = await createOrder();
    const submitted = await submitCard(webUrl, '4000000000003220');
    assert.equal(submitted.json.redirectUrl, webUrl);
    const page = await (await fetch(webUrl)).text();
    assert.match(page, /name="decision" value="approve"/);
    assert.match(page, />Approve</);
    assert.match(page, />Decline</);
    assert.equal((await inquiry(body.paymentRequestId)).data.orderStatus, 'PAY_IN_PROGRESS');
    const decided = await decideOn(webUrl, 'approve');
    assert.equal(decided.status, 303);
    assert.equal(decided.headers.get('location'), 'https://merchant.example/ok');
    assert.equal((await inquiry(body.paymentRequestId)).data.orderStatus, 'PAY_SUCCESS');
  });

  it('refuses bad cards on the server with a field error (Luhn, expiry, CVC)', async () => {
    const { webUrl } = await createOrder();
    assert.deepEqual((await submitCard(webUrl, '4242424242424241')).json.error?.field, 'number');
    assert.deepEqual((await submitCard(webUrl, '4242424242424242', { expiry: '01/20' })).json.error, { code: 'expired', message: 'The card expiry is expired.', field: 'expiry' });
    assert.equal((await submitCard(webUrl, '4242424242424242', { cvc: '1' })).status, 400);
    const closed = await submitCard(webUrl, '4242424242424242');
    assert.equal(closed.status, 200);
    assert.equal((await submitCard(webUrl, '4242424242424242')).status, 409);
  });

  it('a wallet opens the authorization page; Decline closes the order and goes to failedRedirectUrl', async () => {
    const { body, webUrl } = await createOrder({}, { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' });
    const page = await (await fetch(webUrl)).text();
    // Isolated left to right (U+2066…U+2069): in a right-to-left sentence a masked card number would read backwards.
    assert.match(page, /with \u2066Sandpay\u2069/, 'named as the cashier names EWALLET_SANDPAY');
    assert.doesNotMatch(page, /wallet/, 'brand names only: the page speaks the session\'s language');
    assert.match(page, /<form method="post" action="[^"]+"/);
    const decided = await decideOn(webUrl, 'decline');
    assert.equal(decided.headers.get('location'), 'https://merchant.example/failed');
    assert.equal((await inquiry(body.paymentRequestId)).data.orderStatus, 'ORDER_CLOSE');
  });

  it('without redirect URLs the shopper lands on a sandbox result page', async () => {
    const { webUrl } = await createOrder({ successRedirectUrl: undefined, failedRedirectUrl: undefined }, { payMethodType: 'APPLEPAY', payMethodName: 'APPLEPAY' });
    const decided = await decideOn(webUrl, 'approve');
    assert.equal(decided.headers.get('location'), webUrl);
    assert.match(await (await fetch(webUrl)).text(), /Payment complete/);
  });
});

describe('order lifecycle', () => {
  it('captureMode MANUAL: approval authorizes, order/capture completes', async () => {
    const { body, webUrl } = await createOrder({}, { captureMode: 'MANUAL' });
    await submitCard(webUrl, '4242424242424242');
    assert.equal((await inquiry(body.paymentRequestId)).data.orderStatus, 'AUTHORIZED');
    const captured = await sb.api('/order/capture', { merchantId: 'M10001', paymentRequestId: body.paymentRequestId, captureAmount: '9.99' });
    assert.equal(captured.json.code, '0');
    assert.equal(captured.json.data.orderStatus, 'PAY_SUCCESS');
    const again = await sb.api('/order/capture', { merchantId: 'M10001', paymentRequestId: body.paymentRequestId, captureAmount: '9.99' });
    assert.equal(again.json.code, 'A0033');
  });

  it('cancel: only while PAY_IN_PROGRESS or AUTHORIZED', async () => {
    const { body } = await createOrder();
    const cancelled = await sb.api('/order/cancel', { paymentRequestId: body.paymentRequestId });
    assert.equal(cancelled.json.data.orderStatus, 'CANCELLED');
    assert.equal((await sb.api('/order/cancel', { paymentRequestId: body.paymentRequestId })).json.code, 'A0033');
  });

  it('refunds: partial, then the rest, never more than captured; refund inquiry; idempotent refundRequestId', async () => {
    const { body, webUrl, data } = await createOrder({ orderAmount: '10.00' });
    await submitCard(webUrl, '4242424242424242');
    const refund = (id: string, amount: string) => sb.api('/order/refund', { refundRequestId: id, acquiringOrderId: data.acquiringOrderId, refundAmount: amount, merchantInfo: { merchantId: 'M10001' } });
    const first = await refund(`${body.paymentRequestId}-r1`, '4.00');
    assert.equal(first.json.data.orderStatus, 'PARTIALLY_REFUNDED');
    assert.deepEqual((await refund(`${body.paymentRequestId}-r1`, '4.00')).json, first.json);
    assert.equal((await refund(`${body.paymentRequestId}-r1`, '5.00')).json.code, 'A0025');
    assert.equal((await refund(`${body.paymentRequestId}-r2`, '6.01')).json.code, 'A0035');
    const rest = await refund(`${body.paymentRequestId}-r3`, '6.00');
    assert.equal(rest.json.data.orderStatus, 'REFUNDED');
    assert.equal((await refund(`${body.paymentRequestId}-r4`, '0.01')).json.code, 'A0033');
    const found = await sb.api('/refund/inquiry', { refundRequestId: `${body.paymentRequestId}-r1` });
    assert.equal(found.json.data.refundAmount, '4.00');
    assert.equal((await inquiry(body.paymentRequestId)).data.finalDealAmount, '0.00');
  });

  it('inquiry by acquiringOrderId, and A0028 for an unknown order', async () => {
    const { data } = await createOrder();
    const found = await sb.api('/order/inquiry', { acquiringOrderId: data.acquiringOrderId });
    assert.equal(found.json.data.paymentRequestId, data.paymentRequestId);
    assert.equal((await sb.api('/order/inquiry', { paymentRequestId: 'nope' })).json.code, 'A0028');
  });

  it('orderExpiredAt (default 4 hours) closes an unpaid order as the clock passes it', async () => {
    const { body } = await createOrder();
    await sb.advance('PT3H59M');
    assert.equal((await inquiry(body.paymentRequestId)).data.orderStatus, 'PAY_IN_PROGRESS');
    await sb.advance('PT2M');
    const order = await inquiry(body.paymentRequestId);
    assert.equal(order.data.orderStatus, 'ORDER_CLOSE');
    assert.match(order.data.orderFailedReason, /ORDER_EXPIRED/);
  });

  it('idempotency: same key and body replays, other body refused, 200 concurrent creates make one order', async () => {
    const body = orderBody();
    const first = await sb.api('/order/create', body);
    assert.deepEqual((await sb.api('/order/create', body)).json, first.json);
    assert.equal((await sb.api('/order/create', { ...body, orderAmount: '1.00' })).json.code, 'A0025');
    const before = sb.sandbox.counts().orders;
    const racing = orderBody();
    const answers = await Promise.all(Array.from({ length: 200 }, () => sb.api('/order/create', racing)));
    const ids = new Set(answers.map((a) => a.json.data.acquiringOrderId));
    assert.equal(ids.size, 1);
    assert.equal(sb.sandbox.counts().orders, before + 1);
  });
});

describe('merchant limits', () => {
  it('transactionLimit and the daily total are enforced; merchantconfig/inquiry reports what remains', async () => {
    const limited = await startSandbox({ limits: { transactionLimit: '100.00', totalDailyLimit: '150.00' } });
    try {
      const config = async () => (await limited.api('/merchantconfig/inquiry', { merchantId: 'M10001' })).json.data;
      assert.deepEqual(await config(), { merchantId: 'M10001', totalDailyLimit: '150.00', remainingDailyLimit: '150.00', transactionLimit: '100.00' });
      assert.equal((await limited.api('/order/create', orderBody({ orderAmount: '100.01' }))).json.code, 'A0034');
      const paid = await limited.api('/order/create', orderBody({ orderAmount: '100.00' }));
      await submitCard(webUrlOf(paid.json.data.orderAction), '4242424242424242');
      assert.equal((await config()).remainingDailyLimit, '50.00');
      assert.equal((await limited.api('/order/create', orderBody({ orderAmount: '50.01' }))).json.code, 'A0034');
      await limited.advance('P1D');
      assert.equal((await config()).remainingDailyLimit, '150.00');
    } finally {
      await limited.close();
    }
  });
});
