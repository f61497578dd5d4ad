/**
 * Property test of every sandbox endpoint: any JSON value, any depth, any size up to
 * the 1 MB limit (and just over), and text that is not JSON → never a 5xx, always a
 * well-formed envelope without a stack trace, and a refused request changes nothing
 * (object counts, idempotency keys, callbacks, the clock, and the seeded order and
 * subscription a body names). In process (sandbox.fetch, no socket), FUZZ_RUNS bodies
 * per endpoint (default below); a last check goes over a real socket.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { MAX_BODY_BYTES } from '../../src/sandbox/http.js';
import { fuzzBodies, fuzzParameters, fuzzRuns, nestedText } from '../support/fuzz-bodies.js';
import { API_KEY, MERCHANT, orderBody, startSandbox, subscriptionBody } from './helpers.js';

const RUNS = fuzzRuns(1_000);
const HEADERS = { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0' };
const merchantInfo = { merchantId: MERCHANT };

let sandbox: Sandbox;
const seeded = { paymentRequestId: '', subscriptionRequest: '' };

async function post(path: string, raw: string, headers: Record<string, string> = HEADERS): Promise<{ status: number; text: string }> {
  const response = await sandbox.fetch(new Request(`http://sandbox.test${path}`, { method: 'POST', headers, body: raw }));
  return { status: response.status, text: await response.text() };
}

before(async () => {
  sandbox = createSandbox({ tickMs: 0, fetch: async () => Response.json({ result: 'success' }) });
  const order = orderBody();
  const sub = subscriptionBody();
  assert.equal(JSON.parse((await post('/api/v1/order/create', JSON.stringify(order))).text).code, '0');
  assert.equal(JSON.parse((await post('/api/v1/subscription/create', JSON.stringify(sub))).text).code, '0');
  seeded.paymentRequestId = order.paymentRequestId;
  seeded.subscriptionRequest = sub.subscriptionRequest;
});
after(() => sandbox.close());

/** Valid bodies per endpoint (near misses start from them); ids name the seeded objects. */
function basesOf(path: string): Record<string, unknown>[] {
  const order = { paymentRequestId: seeded.paymentRequestId, merchantInfo };
  const sub = { subscriptionRequest: seeded.subscriptionRequest, merchantInfo };
  const chargeback = { chargebackId: 'cb_seed_0001', merchantInfo };
  const table: Record<string, Record<string, unknown>[]> = {
    '/order/create': [orderBody()],
    '/order/inquiry': [order],
    '/order/cancel': [order],
    '/order/capture': [{ ...order, captureAmount: '1.00' }],
    '/order/refund': [{ ...order, refundRequestId: 'rf-fuzz', refundAmount: '1.00' }],
    '/refund/inquiry': [{ refundRequestId: 'rf-fuzz', merchantInfo }],
    '/subscription/create': [subscriptionBody()],
    '/subscription/inquiry': [sub],
    '/subscription/cancel': [sub],
    '/subscription/manage': [sub],
    '/subscription/change': [{ ...sub, changeRequestId: 'ch-fuzz', amount: '19.99', currency: 'EUR', productInfo: { description: 'Pro', periodType: 'MONTHLY', periodInterval: '1' } }],
    '/subscription/change/inquiry': [{ ...sub, changeRequestId: 'ch-fuzz' }],
    '/paymethodconfig/inquiry': [{ merchantInfo, currency: 'EUR' }],
    '/merchantconfig/inquiry': [{ merchantId: MERCHANT }],
    '/chargeback/inquiry': [chargeback],
    '/chargeback/list': [{ merchantInfo, pageNo: 1, pageSize: 10 }],
    '/chargeback/update': [{ ...chargeback, evidence: 'receipt' }],
    '/chargeback/accept': [chargeback],
    '/tokenization/generate': [{ tokenRequestId: 'tk-fuzz', merchantInfo, userInfo: { userId: 'u-1' }, notifyUrl: 'https://merchant.example/notify' }],
    '/tokenization/inquiry': [{ tokenRequestId: 'tk-fuzz', merchantInfo }],
    '/fraud-report/list': [{ merchantInfo }],
    '/gamepin/fulfillment-inquiry': [order],
  };
  return table[path]!;
}

const PATHS = [
  '/order/create', '/order/inquiry', '/order/cancel', '/order/capture', '/order/refund', '/refund/inquiry',
  '/subscription/create', '/subscription/inquiry', '/subscription/cancel', '/subscription/manage', '/subscription/change',
  '/subscription/change/inquiry', '/paymethodconfig/inquiry', '/merchantconfig/inquiry', '/chargeback/inquiry', '/chargeback/list',
  '/chargeback/update', '/chargeback/accept', '/tokenization/generate', '/tokenization/inquiry', '/fraud-report/list',
  '/gamepin/fulfillment-inquiry',
];
const KEYS = ['merchantInfo', 'paymentRequestId', 'subscriptionRequest', 'merchantId', 'amount', 'tokenId', 'chargebackId', 'pageNo', 'refundAmount', 'advance'];

/** What a refused request must leave as it was. The seeded records are read only when the body names them. */
async function snapshot(raw: string): Promise<string> {
  // The test clock runs with real time: what an advance changes is its offset from it.
  const clockOffsetS = Math.round((sandbox.clock.now().getTime() - Date.now()) / 1000);
  const parts: unknown[] = [sandbox.counts(), sandbox.callbacks().length, clockOffsetS];
  if (raw.includes(seeded.paymentRequestId)) parts.push((await post('/api/v1/order/inquiry', JSON.stringify({ paymentRequestId: seeded.paymentRequestId, merchantInfo }))).text);
  if (raw.includes(seeded.subscriptionRequest)) parts.push(withoutPageLinks((await post('/api/v1/subscription/inquiry', JSON.stringify({ subscriptionRequest: seeded.subscriptionRequest, merchantInfo }))).text));
  return JSON.stringify(parts);
}
/** A hosted page link is minted per inquiry; everything else must be equal. */
const withoutPageLinks = (text: string) => text.replace(/https?:\/\/[^"]*\/hosted\/[^"]*/g, '<link>');

function assertEnvelope(where: string, status: number, text: string): { code: string } {
  assert.ok(status < 500, `${where} answered ${status}: ${text.slice(0, 200)}`);
  assert.doesNotMatch(text, /\bat [\w.]+ \(|node:internal|Maximum call stack/, where);
  const env = JSON.parse(text) as Record<string, unknown>;
  assert.equal(typeof env.code, 'string', `${where}: ${text.slice(0, 200)}`);
  assert.equal(typeof env.msg, 'string');
  if (env.code !== '0') {
    assert.ok((env.msg as string).length > 0 && typeof env.data === 'object', `${where}: ${text.slice(0, 200)}`);
    assert.ok(status === 200 || (status >= 400 && status < 500), `${where}: a refusal is 200 with a code, or a 4xx`);
  }
  return env as { code: string };
}

describe(`random request bodies, ${RUNS} per endpoint`, () => {
  for (const path of [...PATHS.map((p) => `/api/v1${p}`), '/sandbox/clock']) {
    it(`${path}: never a 5xx, a refusal changes nothing`, async () => {
      const bases = path === '/sandbox/clock' ? [{ advance: 'PT1M' }] : basesOf(path.slice('/api/v1'.length));
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(fuzzBodies({ bases, keys: KEYS, limit: MAX_BODY_BYTES }), async (raw) => {
          const before = await snapshot(raw);
          const { status, text } = await post(path, raw);
          const env = assertEnvelope(`${path} ${raw.slice(0, 120)}`, status, text);
          if (env.code === '0') return;
          refused++;
          assert.equal(await snapshot(raw), before, `${path} refused ${raw.slice(0, 120)} but changed state`);
        }),
        fuzzParameters(RUNS),
      );
      assert.ok(refused > RUNS / 2, `most random bodies are refused (${refused} of ${RUNS})`);
    });
  }

  it('/api/v1/chargeback/file/upload: any body as multipart or JSON → an envelope, a refusal stores no file', async () => {
    const multipart = (text: string) => `--b\r\nContent-Disposition: form-data; name="file"; filename="e.txt"\r\n\r\n${text}\r\n--b--\r\n`;
    const bodies = fc.oneof(
      fuzzBodies({ bases: [{ merchantId: MERCHANT }], keys: KEYS, limit: MAX_BODY_BYTES }).map((raw) => ({ raw, type: 'multipart/form-data; boundary=b' })),
      fc.string({ maxLength: 300 }).map((text) => ({ raw: multipart(text), type: 'multipart/form-data; boundary=b' })),
      fc.string({ maxLength: 300 }).map((raw) => ({ raw, type: 'application/json' })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom(`?merchantId=${MERCHANT}`, '', '?merchantId=M99'), async ({ raw, type }, query) => {
        const before = await snapshot(raw);
        const { status, text } = await post(`/api/v1/chargeback/file/upload${query}`, raw, { ...HEADERS, 'Content-Type': type });
        const env = assertEnvelope(`upload ${raw.slice(0, 80)}`, status, text);
        if (env.code !== '0') assert.equal(await snapshot(raw), before, `upload refused ${raw.slice(0, 80)} but changed state`);
      }),
      fuzzParameters(RUNS),
    );
  });

  it('deep nesting on create and refund: 400 B0011, not a stack overflow', async () => {
    for (const path of ['/api/v1/order/create', '/api/v1/order/refund']) {
      const raw = JSON.stringify({ ...orderBody(), extra: 0 }).replace('"extra":0', `"extra":${nestedText(5_000, 'object')}`);
      const { status, text } = await post(path, raw);
      assert.equal(status, 400, text);
      assert.equal(JSON.parse(text).code, 'B0011');
    }
  });
});

describe('over a real socket', () => {
  it('deep, huge and broken bodies: envelopes, and the server still answers', async () => {
    const sb = await startSandbox();
    try {
      for (const raw of [nestedText(20_000, 'array'), '{"a":' + 'x'.repeat(MAX_BODY_BYTES), '{"merchantInfo":']) {
        const { status, json } = await sb.api('/order/create', raw);
        assert.ok(status === 400 || status === 413, `${status} ${JSON.stringify(json)}`);
        assert.match(json.code, /^B001[13]$/);
      }
      assert.equal((await fetch(`${sb.url}/sandbox/health`)).status, 200);
    } finally {
      await sb.close();
    }
  });
});
