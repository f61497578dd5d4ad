import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { orderBody, startSandbox, subscriptionBody, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

const PATHS = [
  '/subscription/create', '/subscription/inquiry', '/subscription/cancel', '/subscription/manage', '/subscription/change',
  '/subscription/change/inquiry', '/order/create', '/order/inquiry', '/order/cancel', '/order/refund', '/order/capture',
  '/refund/inquiry', '/paymethodconfig/inquiry', '/merchantconfig/inquiry', '/chargeback/inquiry', '/chargeback/list',
  '/chargeback/update', '/chargeback/accept', '/tokenization/generate', '/tokenization/inquiry', '/fraud-report/list',
  '/gamepin/fulfillment-inquiry',
];

/** Valid bodies with one field replaced by anything: the near misses a schema must catch. */
const mutated = (base: Record<string, unknown>) =>
  fc.record({ key: fc.constantFrom(...Object.keys(base)), value: fc.jsonValue() }).map(({ key, value }) => ({ ...base, [key]: value }));

const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('merchantInfo', 'paymentRequestId', 'subscriptionRequest', 'merchantId', 'amount', 'tokenId', 'chargebackId', 'pageNo'), fc.jsonValue()),
  mutated(orderBody()),
  mutated(subscriptionBody()),
  fc.string().map((s) => ({ __raw: s })),
);

function isEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const env = value as Record<string, unknown>;
  return typeof env.code === 'string' && typeof env.msg === 'string' && (env.code === '0' || (env.msg.length > 0 && typeof env.data === 'object'));
}

describe('random request bodies', () => {
  it('1,000 bodies across the endpoints: every answer a well-formed envelope, the server still up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), bodies, async (path, body) => {
        const raw = body && typeof body === 'object' && '__raw' in body ? String((body as { __raw: string }).__raw) : JSON.stringify(body);
        const response = await fetch(`${sb.url}/api/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-API-KEY': 'sk_test_sandbox', 'X-API-VERSION': '1.0.0' },
          body: raw,
        });
        assert.ok(response.status < 500, `${path} answered ${response.status}`);
        const text = await response.text();
        assert.doesNotMatch(text, /\bat [\w.]+ \(|node:internal/);
        assert.ok(isEnvelope(JSON.parse(text)), `${path} ${raw.slice(0, 200)} → ${text.slice(0, 200)}`);
      }),
      { numRuns: 1000 },
    );
    assert.equal((await fetch(`${sb.url}/sandbox/health`)).status, 200);
  });
});
