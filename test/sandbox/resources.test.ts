import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_KEY, orderBody, startSandbox, submitCard, subscriptionBody, verifySignature, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox({ pciCertified: true });
});
after(() => sb.close());

const merchantInfo = { merchantId: 'M10001' };
const generate = (overrides: Record<string, unknown> = {}) =>
  sb.api('/tokenization/generate', {
    tokenRequestId: `tr-${Math.random().toString(36).slice(2)}`,
    merchantUserId: 'user-1',
    tokenType: 'CARD',
    merchantInfo,
    notifyUrl: 'https://merchant.example/notify',
    tokenData: { pan: '4242424242424242', expiry: '12/34', name: 'Ada Lovelace', cvv: '123' },
    ...overrides,
  });

describe('pay method config', () => {
  it('offers card, debit, two wallets, Apple Pay and Google Pay with limits; currency filters', async () => {
    const all = (await sb.api('/paymethodconfig/inquiry', { merchantInfo })).json.data.payMethodDetails as Array<Record<string, string>>;
    const names = new Set(all.map((m) => m.payMethodName));
    for (const n of ['CC_VISA', 'CC_MASTERCARD', 'DC_VISA', 'EWALLET_SANDPAY', 'EWALLET_MOCKPAY', 'APPLEPAY', 'GOOGLEPAY']) assert.ok(names.has(n), n);
    for (const c of ['EUR', 'USD', 'GBP', 'JPY', 'BRL']) assert.ok(all.some((m) => m.currency === c), c);
    const usd = (await sb.api('/paymethodconfig/inquiry', { merchantInfo, currency: 'USD' })).json.data.payMethodDetails as Array<Record<string, string>>;
    assert.ok(usd.every((m) => m.currency === 'USD'));
    assert.ok(!usd.some((m) => m.payMethodName === 'EWALLET_MOCKPAY'));
    assert.deepEqual(Object.keys(usd[0]!).sort(), ['currency', 'currentStatus', 'orderAmountMax', 'orderAmountMin', 'payMethodName', 'payMethodType', 'refundSupported']);
  });
});

describe('tokenization', () => {
  it('a PCI merchant tokenizes; records are masked; the callback is signed; inquiry rules hold', async () => {
    const made = await generate();
    assert.equal(made.json.code, '0');
    assert.equal(made.json.success, true);
    const tokenId = made.json.data.tokenId as string;
    const byUser = await sb.api('/tokenization/inquiry', { merchantInfo, merchantUserId: 'user-1', tokenType: 'CARD' });
    const record = (byUser.json.data as unknown as Array<Record<string, any>>).find((t) => t.tokenId === tokenId)!;
    assert.equal(record.tokenData.maskedCardInfo, '424242******4242');
    assert.ok(!JSON.stringify(byUser.json).includes('4242424242424242'));
    assert.ok(!JSON.stringify(byUser.json).includes('"123"'));
    assert.equal((await sb.api('/tokenization/inquiry', { merchantInfo, tokenId })).json.code, '0');
    assert.equal((await sb.api('/tokenization/inquiry', { merchantInfo, merchantUserId: 'user-1' })).json.code, 'A0019', 'tokenType needed without tokenId');
    assert.equal((await sb.api('/tokenization/inquiry', { merchantInfo, tokenType: 'CARD' })).json.code, 'A0019', 'merchantUserId or tokenId needed');
    await sb.sandbox.callbacksIdle();
    const cb = sb.callbacks.find((c) => c.json.notifyType === 'TOKENIZATION' && c.json.data.tokenId === tokenId);
    assert.ok(cb && verifySignature(cb.signature, cb.body));
    assert.ok(!cb.body.includes('4242424242424242'));
  });

  it('a merchant without PCI certification is refused raw card data (A0036)', async () => {
    const plain = await startSandbox();
    try {
      const refused = await plain.api('/tokenization/generate', { tokenRequestId: 'tr-x', merchantUserId: 'u', tokenType: 'CARD', merchantInfo, notifyUrl: 'https://m.example/n', tokenData: { pan: '4242424242424242', expiry: '12/34', cvv: '123' } });
      assert.equal(refused.json.code, 'A0036');
      assert.equal(refused.json.fail, true);
    } finally {
      await plain.close();
    }
  });

  it('a token pays an order at once; a 3220 token goes through the authorization page', async () => {
    const tokenId = (await generate()).json.data.tokenId;
    const paid = await sb.api('/order/create', orderBody({}, { tokenId }));
    assert.equal(paid.json.data.orderStatus, 'PAY_SUCCESS');
    const viaProps = await sb.api('/order/create', orderBody({}, { payMethodProperties: JSON.stringify({ tokenId }) }));
    assert.equal(viaProps.json.data.orderStatus, 'PAY_SUCCESS');
    const challenge = (await generate({ tokenData: { pan: '4000000000003220', expiry: '12/34', cvv: '123', name: 'A' } })).json.data.tokenId;
    const pending = await sb.api('/order/create', orderBody({}, { tokenId: challenge }));
    assert.equal(pending.json.data.orderStatus, 'PAY_IN_PROGRESS');
    assert.match(await (await fetch(webUrlOf(pending.json.data.orderAction))).text(), />Approve</);
    // A token never issued is a request error naming the field (a proxy answers its caller 4xx).
    const unknown = (await sb.api('/order/create', orderBody({}, { tokenId: 'tok_nope' }))).json;
    assert.deepEqual([unknown.code, unknown.msgParams?.field], ['A0021', 'paymentInfo.tokenId']);
    const lookup = (await sb.api('/tokenization/inquiry', { merchantInfo, tokenId: 'tok_nope' })).json;
    assert.deepEqual([lookup.code, lookup.msgParams?.field, lookup.fail], ['A0021', 'tokenId', true]);
  });

  it('paying with setupFutureUsage saves the card as a token of the user', async () => {
    const created = await sb.api('/order/create', orderBody({ userInfo: { userId: 'saver', userEmail: 'saver@example.com' } }, { setupFutureUsage: true }));
    await submitCard(webUrlOf(created.json.data.orderAction), '5555555555554444');
    const tokens = (await sb.api('/tokenization/inquiry', { merchantInfo, merchantUserId: 'saver', tokenType: 'CARD' })).json.data as unknown as Array<Record<string, any>>;
    assert.equal(tokens.length, 1);
    assert.equal(tokens[0]!.tokenData.cardScheme, 'MASTERCARD');
  });

  it('a token pays a subscription: ACTIVE at once', async () => {
    const tokenId = (await generate()).json.data.tokenId;
    const sub = await sb.api('/subscription/create', subscriptionBody({}, {}, { tokenId }));
    assert.equal(sub.json.data.subscriptionStatus, 'ACTIVE');
  });
});

describe('chargebacks', () => {
  it('seeded cases: list paged, inquiry, evidence update with an uploaded file, accept', async () => {
    const page1 = (await sb.api('/chargeback/list', { merchantId: 'M10001', pageNo: 1, pageSize: 2 })).json.data;
    assert.equal(page1.items.length, 2);
    assert.ok(page1.total >= 5);
    const page3 = (await sb.api('/chargeback/list', { merchantId: 'M10001', pageNo: 3, pageSize: 2 })).json.data;
    assert.equal(page3.items.length, 1);
    const pending = (await sb.api('/chargeback/list', { merchantId: 'M10001', status: 'PENDING' })).json.data.items as Array<Record<string, string>>;
    const id = pending[0]!.chargebackId!;
    const detail = await sb.api('/chargeback/inquiry', { merchantId: 'M10001', chargebackId: id });
    assert.ok(detail.json.data.merchantOrderId);

    const bytes = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'receipt.pdf');
    const upload = await fetch(`${sb.url}/api/v1/chargeback/file/upload?merchantId=M10001`, { method: 'POST', headers: { 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' }, body: form });
    const fileId = (await upload.json()).data.fileId;
    assert.ok(fileId);
    const unauth = await fetch(`${sb.url}/api/v1/chargeback/file/download?merchantId=M10001&fileId=${fileId}`);
    assert.equal(unauth.status, 401);
    const noMerchant = await fetch(`${sb.url}/api/v1/chargeback/file/download?fileId=${fileId}`, { headers: { 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' } });
    assert.equal((await noMerchant.json()).code, 'A0019');
    const download = await fetch(`${sb.url}/api/v1/chargeback/file/download?merchantId=M10001&fileId=${fileId}`, { headers: { 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' } });
    assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes);
    assert.equal(download.headers.get('content-type'), 'application/pdf');

    const updated = await sb.api('/chargeback/update', { merchantId: 'M10001', chargebackId: id, evidence: { description: 'Delivered, signed receipt attached', fileIds: [fileId] } });
    assert.equal(updated.json.data.status, 'EVIDENCE_SUBMITTED');
    assert.equal((await sb.api('/chargeback/update', { merchantId: 'M10001', chargebackId: id, evidence: { fileIds: ['file_nope'] } })).json.code, 'A0028');
    assert.equal((await sb.api('/chargeback/accept', { merchantId: 'M10001', chargebackId: id })).json.data.status, 'ACCEPTED');
    assert.equal((await sb.api('/chargeback/accept', { merchantId: 'M10001', chargebackId: id })).json.code, 'A0033');
  });
});

describe('minimal operations', () => {
  it('fraud-report/list answers an empty page; fulfillment inquiry follows the order; /redirect says not simulated', async () => {
    const fraud = (await sb.api('/fraud-report/list', { merchantId: 'M10001' })).json;
    assert.deepEqual(fraud.data, { pageNo: 1, pageSize: 20, total: 0, items: [] });
    const order = orderBody();
    const created = await sb.api('/order/create', order);
    assert.equal((await sb.api('/gamepin/fulfillment-inquiry', { merchantId: 'M10001', paymentRequestId: order.paymentRequestId })).json.data.fulfillmentStatus, 'PENDING');
    await submitCard(webUrlOf(created.json.data.orderAction), '4242424242424242');
    assert.equal((await sb.api('/gamepin/fulfillment-inquiry', { merchantId: 'M10001', paymentRequestId: order.paymentRequestId })).json.data.fulfillmentStatus, 'FULFILLED');
    assert.equal((await sb.api('/gamepin/fulfillment-inquiry', { merchantId: 'M10001', paymentRequestId: 'nope' })).json.code, 'A0028');
    assert.equal((await fetch(`${sb.url}/redirect`)).status, 501);
  });
});
