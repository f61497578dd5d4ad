/**
 * The demo shop's credit for a plan change (origin-subscription.ts): the unused part of
 * the latest period paid, at that period's price, from the acquirer's record. One
 * computation for the storefront's change item and the account page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findItem, type PlanItem } from '../../demo/catalog.js';
import { paidPeriodCredit, unusedCredit } from '../../demo/origin-subscription.js';
import type { SubscriptionInquiryResponseData } from '../../src/core/api/subscription.js';

const club = findItem('club-monthly') as PlanItem;
const brewBox = findItem('brew-box') as PlanItem;

/** An inquiry of a subscription started on `start` whose periods `paid` were paid (and `failed` declined). */
function record(start: string, paid: number[], failed: number[] = []): SubscriptionInquiryResponseData {
  const detail = (period: number, orderStatus: string) => ({ period: String(period), orderStatus, orderAmount: '9.99' });
  return {
    productInfo: { startDateTime: start },
    paymentDetails: [...paid.map((p) => detail(p, 'PAY_SUCCESS')), ...failed.map((p) => detail(p, 'ORDER_CLOSE'))],
  } as SubscriptionInquiryResponseData;
}

test('unusedCredit: the price times the share of the period still to come, to the cent, never below 0 or above the price', () => {
  const period = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-11T00:00:00Z') };
  assert.equal(unusedCredit('9.99', 'EUR', period, new Date('2026-01-01T00:00:00Z')), '9.99');
  assert.equal(unusedCredit('9.99', 'EUR', period, new Date('2026-01-06T00:00:00Z')), '5.00');
  assert.equal(unusedCredit('10.00', 'EUR', period, new Date('2026-01-09T00:00:00Z')), '2.00');
  assert.equal(unusedCredit('9.99', 'EUR', period, new Date('2026-02-01T00:00:00Z')), '0.00');
  assert.equal(unusedCredit('9.99', 'EUR', period, new Date('2025-12-01T00:00:00Z')), '9.99');
  assert.equal(unusedCredit('1000', 'JPY', period, new Date('2026-01-06T00:00:00Z')), '500');
});

test("paidPeriodCredit: the month paid, by calendar month; none once it is over and the renewal failed; none before a payment", () => {
  const jan = record('2026-01-01T00:00:00Z', [1]);
  assert.equal(paidPeriodCredit(club, jan, new Date('2026-01-01T00:00:00Z')), '9.99');
  assert.equal(paidPeriodCredit(club, jan, new Date('2026-01-16T12:00:00Z')), '5.00', 'half of 31 days');
  assert.equal(paidPeriodCredit(club, record('2026-01-01T00:00:00Z', [1, 2]), new Date('2026-02-22T00:00:00Z')), '2.50', 'a quarter of February (28 days)');
  assert.equal(paidPeriodCredit(club, record('2026-01-01T00:00:00Z', [1], [2]), new Date('2026-02-10T00:00:00Z')), '0.00');
  assert.equal(paidPeriodCredit(club, record('2026-01-01T00:00:00Z', []), new Date('2026-01-02T00:00:00Z')), '0.00');
});

test("paidPeriodCredit: a free trial week credits nothing; the first paid fortnight at the plan's price", () => {
  assert.equal(paidPeriodCredit(brewBox, record('2026-01-01T00:00:00Z', [1]), new Date('2026-01-01T12:00:00Z')), '0.00');
  // Seven daily trial periods, then two-week periods from 8 January: period 8 is 8-22 January.
  const paid = record('2026-01-01T00:00:00Z', [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(paidPeriodCredit(brewBox, paid, new Date('2026-01-15T00:00:00Z')), '7.25');
});
