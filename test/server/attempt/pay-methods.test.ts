import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PayMethodDetail } from '../../../src/core/api/config.js';
import { eligiblePayMethods } from '../../../src/server/attempt/pay-methods.js';
import type { SessionRecord } from '../../../src/server/session/session.js';

const detail = (name: string, min: string, max: string, currency = 'EUR'): PayMethodDetail => ({
  payMethodType: 'EWALLET',
  payMethodName: name,
  currency,
  orderAmountMin: min,
  orderAmountMax: max,
  refundSupported: true,
});

const details = [detail('SMALL', '1.00', '10.00'), detail('BIG', '5.00', '1000.00'), detail('DOLLARS', '1.00', '1000.00', 'USD')];

/** Only the fields eligiblePayMethods reads. */
const session = (dueNow: string, planAmount?: string): SessionRecord =>
  ({ amount: { value: dueNow, currency: 'EUR' }, request: { body: { paymentInfo: {}, ...(planAmount ? { amount: planAmount } : {}) } } }) as unknown as SessionRecord;

const cases: Array<[string, SessionRecord, string[]]> = [
  ['an order within both ranges', session('7.50'), ['SMALL', 'BIG']],
  ['an order below a minimum', session('2.00'), ['SMALL']],
  ['an order above a maximum', session('20.00'), ['BIG']],
  ['a free trial: limits apply to the plan price', session('0', '14.50'), ['BIG']],
  ['a free trial of a cheap plan', session('0.00', '4.00'), ['SMALL']],
  ['a first charge and a plan price both checked', session('2.00', '20.00'), []],
];

for (const [name, s, expected] of cases) {
  test(`eligible methods: ${name}`, () => {
    assert.deepEqual(eligiblePayMethods(s, details).map((m) => m.payMethodName), expected);
  });
}

test('a remembered selection answers as a new one, in fresh objects, and follows the session terms and the config answer', () => {
  const first = eligiblePayMethods(session('8.00'), details);
  first[0]!.payMethodName = 'CHANGED';
  assert.deepEqual(
    eligiblePayMethods(session('8.00'), details).map((m) => m.payMethodName),
    ['SMALL', 'BIG'],
  );
  assert.deepEqual(eligiblePayMethods(session('20.00'), details).map((m) => m.payMethodName), ['BIG']);
  assert.deepEqual(eligiblePayMethods(session('8.00'), [...details].reverse()).map((m) => m.payMethodName), ['BIG', 'SMALL']);
});
