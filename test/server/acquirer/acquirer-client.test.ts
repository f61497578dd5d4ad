import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AcquirerError,
  AcquirerProtocolError,
  AcquirerRequestError,
  AcquirerUnavailableError,
  createAcquirerClient,
  type LogEntry,
} from '../../../src/server/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { ACQ, API_KEY, assertNoApiKey, outbound } from '../harness.js';

const sandbox = createSandbox({ apiKey: API_KEY, publicUrl: ACQ, tickMs: 50 });
after(() => sandbox.close());

type Step = Response | 'reset' | 'hang' | 'sandbox';

/** A client whose fetch plays `steps` in order (then the sandbox), recording every request. */
function clientWith(steps: Step[], options: { timeoutMs?: number; retries?: number } = {}) {
  const seen: { path: string; body: string; headers: Headers }[] = [];
  const logs: LogEntry[] = [];
  const client = createAcquirerClient({
    baseUrl: ACQ,
    apiKey: API_KEY,
    merchantId: 'M10001',
    retryBaseMs: 2,
    logger: (e) => {
      logs.push(e);
      outbound.push(JSON.stringify(e));
    },
    ...options,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      seen.push({ path: new URL(req.url).pathname, body: await req.clone().text(), headers: req.headers });
      const step = steps.shift() ?? 'sandbox';
      if (step === 'reset') throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
      if (step === 'hang') {
        return new Promise<Response>((_, reject) => {
          const t = setTimeout(() => reject(new Error('not aborted')), 10_000);
          init?.signal?.addEventListener('abort', () => (clearTimeout(t), reject(init.signal!.reason)));
        });
      }
      if (step === 'sandbox') return sandbox.fetch(req);
      return step;
    },
  });
  return { client, seen, logs };
}

const order = (paymentRequestId: string) => ({
  paymentRequestId,
  merchantOrderId: `mo-${paymentRequestId}`,
  orderCurrency: 'EUR',
  orderAmount: '5.00',
  orderDescription: 'Tea',
  orderRequestedAt: new Date().toISOString(),
  merchantInfo: { merchantId: 'M10001' },
  userInfo: { userId: 'u1', userEmail: 'u1@shop.test' },
  paymentInfo: { productName: 'ONE_TIME_PAYMENT' as const, payMethodType: 'CREDITCARD' },
  notifyUrl: 'http://shop.test/cashier/notify',
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const countOrders = () => sandbox.counts()['orders'] ?? 0;

test('every call carries X-API-KEY and X-API-VERSION 1.0.0', async () => {
  const { client, seen } = clientWith([]);
  await client.merchantConfigInquiry({ merchantId: 'M10001' });
  assert.equal(seen[0]!.headers.get('x-api-key'), API_KEY);
  assert.equal(seen[0]!.headers.get('x-api-version'), '1.0.0');
  assert.equal(seen[0]!.path, '/api/v1/merchantconfig/inquiry');
});

test('503, then a connection reset, then success: 3 tries, the same body, one order at the acquirer', async () => {
  const before = countOrders();
  const { client, seen } = clientWith([json({}, 503), 'reset']);
  const data = await client.orderCreate(order('idem-retry-1'));
  assert.equal(data.orderStatus, 'PAY_IN_PROGRESS');
  assert.equal(seen.length, 3);
  assert.equal(new Set(seen.map((s) => s.body)).size, 1, 'every try sends the same body (same idempotency key)');
  assert.equal(countOrders() - before, 1);
});

test('a lost answer after the acquirer created the order: the retry replays it, still one order', async () => {
  const before = countOrders();
  let first = true;
  const { client } = clientWith([]);
  const flaky = createAcquirerClient({
    baseUrl: ACQ,
    apiKey: API_KEY,
    retryBaseMs: 2,
    fetch: async (input, init) => {
      const res = await sandbox.fetch(new Request(input, init));
      if (first) {
        first = false;
        throw new TypeError('fetch failed'); // the order exists, the answer is lost
      }
      return res;
    },
  });
  const a = await flaky.orderCreate(order('idem-lost-1'));
  const b = await client.orderInquiry({ paymentRequestId: 'idem-lost-1' });
  assert.equal(a.acquiringOrderId, b.acquiringOrderId);
  assert.equal(countOrders() - before, 1);
});

test('10-second hangs with a short timeout: bounded tries, then a typed timeout error', async () => {
  const { client, seen } = clientWith(['hang', 'hang', 'hang'], { timeoutMs: 50, retries: 2 });
  const started = Date.now();
  await assert.rejects(client.orderInquiry({ paymentRequestId: 'x' }), (e: unknown) => {
    assert.ok(e instanceof AcquirerUnavailableError);
    assert.equal(e.reason, 'timeout');
    assert.equal(e.tries, 3);
    assert.equal(e.messageKey, 'error.timeout');
    return true;
  });
  assert.equal(seen.length, 3);
  assert.ok(Date.now() - started < 2_000);
});

test('5xx every time: retries stop after 1 + retries tries', async () => {
  const { client, seen } = clientWith([json({}, 503), json({}, 502), json({}, 500), json({}, 500)], { retries: 2 });
  await assert.rejects(client.orderInquiry({ paymentRequestId: 'x' }), (e: unknown) => e instanceof AcquirerUnavailableError && e.reason === 'http_5xx');
  assert.equal(seen.length, 3);
});

test('business codes are never retried and become AcquirerError with a message key', async () => {
  const rows: [string, string][] = [
    ['A0048', 'error.changeInPayment'],
    ['A0047', 'error.language'],
    ['A0037', 'error.declined'],
    ['A0028', 'error.generic'],
  ];
  for (const [code, key] of rows) {
    const { client, seen } = clientWith([json({ code, msg: `refused with secret ${API_KEY}`, data: {} })]);
    await assert.rejects(client.orderInquiry({ paymentRequestId: 'x' }), (e: unknown) => {
      assert.ok(e instanceof AcquirerError);
      assert.equal(e.code, code);
      assert.equal(e.messageKey, key);
      assert.ok(!e.message.includes(API_KEY), 'the acquirer msg is not passed on');
      return true;
    });
    assert.equal(seen.length, 1);
  }
});

test('malformed answers → AcquirerProtocolError, not retried', async () => {
  for (const bad of [new Response('<html>oops</html>'), json({ nope: true }), json({ code: 0, data: { orderStatus: 'WEIRD' } }), json({ code: 0 })]) {
    const { client, seen } = clientWith([bad]);
    await assert.rejects(client.orderInquiry({ paymentRequestId: 'x' }), AcquirerProtocolError);
    assert.equal(seen.length, 1);
  }
});

test('a request that breaks the schema is refused before sending, with the acquirer code', async () => {
  const { client, seen } = clientWith([]);
  await assert.rejects(client.orderCreate({ ...order('bad-lang'), paymentInfo: { productName: 'ONE_TIME_PAYMENT', cashierLanguage: 'en_US' } }), (e: unknown) => {
    assert.ok(e instanceof AcquirerRequestError);
    assert.equal(e.code, 'A0047');
    assert.equal(e.field, 'paymentInfo.cashierLanguage');
    return true;
  });
  assert.equal(seen.length, 0);
});

test('back office endpoints: refund, capture-less inquiry, chargebacks, file upload and download', async () => {
  const { client } = clientWith([]);
  const list = await client.chargebackList({ merchantId: 'M10001' });
  assert.ok(Array.isArray(list.items));
  const upload = await client.chargebackFileUpload(new Blob(['evidence text'], { type: 'text/plain' }), 'note.txt');
  assert.ok(upload.fileId);
  const file = await client.chargebackFileDownload(upload.fileId);
  assert.equal(await file.body.text(), 'evidence text');
  await assert.rejects(client.chargebackFileDownload('missing-file'), AcquirerError);
  const config = await client.payMethodConfigInquiry({ merchantInfo: { merchantId: 'M10001' }, currency: 'EUR' });
  assert.ok(config.payMethodDetails.length > 0);
  await assert.rejects(client.orderRefund({ refundRequestId: 'r1', paymentRequestId: 'idem-retry-1', refundAmount: '1.00', merchantInfo: { merchantId: 'M10001' } }), AcquirerError);
});

test('a 3xx is a protocol error: asked not to follow, one try, never retried', async () => {
  const redirect = (status: number) => new Response(null, { status, headers: { Location: 'http://elsewhere.test/api/v1/order/create' } });
  for (const status of [301, 302, 303, 307, 308]) {
    const inits: RequestInit[] = [];
    const client = createAcquirerClient({
      baseUrl: ACQ,
      apiKey: API_KEY,
      merchantId: 'M10001',
      retryBaseMs: 2,
      fetch: async (_input, init) => (inits.push(init ?? {}), redirect(status)),
    });
    await assert.rejects(client.orderCreate(order(`redirect-${status}`)), (error: unknown) => error instanceof AcquirerProtocolError && /redirect/.test(error.message));
    assert.equal(inits.length, 1, `${status}: one try`);
    assert.equal(inits[0]!.redirect, 'manual', 'fetch is told not to follow');
  }
});

test('no error message or log line carries the API key', () => {
  assertNoApiKey();
});
