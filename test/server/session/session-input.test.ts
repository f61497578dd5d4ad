/**
 * createSession takes whatever the merchant's server sends (the standalone's POST
 * /sessions is JSON from any language): every malformed input is a SessionInputError
 * listing each field problem, never a TypeError.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SessionInputError } from '../../../src/server/index.js';
import { createHarness, orderInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

async function refusal(input: unknown): Promise<SessionInputError> {
  const error = await h.proxy.createSession(input as never).then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof SessionInputError, `${JSON.stringify(input)} → ${String(error)}`);
  return error;
}

test('{}, null, [], a string and an unknown kind: SessionInputError naming kind or the body', { timeout: 10_000 }, async () => {
  for (const input of [{}, { kind: 'refund' }, { kind: 7 }]) {
    const error = await refusal(input);
    assert.equal(error.code, 'invalid_session_input');
    assert.deepEqual(error.issues, [{ path: 'kind', message: 'must be one of order, subscription, subscription-change, subscription-manage' }]);
  }
  for (const input of [null, [], 'order', 42, undefined]) {
    const error = await refusal(input);
    assert.deepEqual(error.issues.map((issue) => issue.path), ['']);
    assert.match(error.message, /JSON object with a kind/);
  }
});

test('a bad returnUrl is an issue, listed with every acquirer field problem of the same input', { timeout: 10_000 }, async () => {
  for (const returnUrl of ['/checkout', 'javascript:alert(1)', 'ftp://shop.example/x', 42]) {
    const error = await refusal(orderInput({ returnUrl }));
    assert.deepEqual(error.issues.map((issue) => issue.path), ['returnUrl'], String(returnUrl));
  }
  const many = await refusal({ ...orderInput({ returnUrl: 'nope', orderDescription: 'x'.repeat(300), paymentInfo: 'card' }), orderAmount: undefined });
  assert.deepEqual(many.issues.map((issue) => issue.path).sort(), ['orderAmount', 'orderDescription', 'paymentInfo', 'returnUrl']);
  assert.match(many.message, /returnUrl: must be an absolute http\(s\) URL/);
  assert.match(many.message, /orderAmount: /);
});

test('a plan change without its amount or old plan names both', { timeout: 10_000 }, async () => {
  const error = await refusal({ kind: 'subscription-change', fromPlan: { amount: 'ten' } });
  const paths = error.issues.map((issue) => issue.path);
  assert.ok(paths.includes('amount'), paths.join());
  assert.ok(paths.some((path) => path.startsWith('fromPlan')), paths.join());
});

test('any JSON value at all: created, or a SessionInputError (never a TypeError)', { timeout: 60_000 }, async () => {
  const base = orderInput();
  const mutated = fc.record({ key: fc.constantFrom(...Object.keys(base), 'kind', 'returnUrl', 'paymentInfo', 'fromPlan', 'amount', 'orderExpiredAt'), value: fc.jsonValue() });
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.jsonValue(), mutated.map(({ key, value }) => ({ ...base, [key]: value }))), async (input) => {
      const outcome = await h.proxy.createSession(input as never).then(() => 'created', (e: unknown) => e);
      assert.ok(outcome === 'created' || outcome instanceof SessionInputError, String(outcome));
    }),
    { numRuns: 300 },
  );
});

test("a plan change's two amounts follow the contract's decimal rule (no leading zeros, a number named as such)", { timeout: 10_000 }, async () => {
  const rows: [unknown, string][] = [
    ['007.50', 'must be a decimal string such as 9.99'],
    ['-1', 'must be at least 0'],
    [9.99, 'must be a decimal string such as 9.99'],
    ['1e3', 'must be a decimal string such as 9.99'],
  ];
  for (const [amount, message] of rows) {
    const error = await refusal({ kind: 'subscription-change', amount, fromPlan: { amount, productInfo: {} } });
    for (const path of ['amount', 'fromPlan.amount']) {
      assert.deepEqual(error.issues.filter((issue) => issue.path === path).map((issue) => issue.message), [message], `${String(amount)} at ${path}`);
    }
  }
});
