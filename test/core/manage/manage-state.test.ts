import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SubscriptionInquiryResponseData } from '../../../src/core/api/subscription.js';
import { manageState, paymentHistory, shopperStatus } from '../../../src/core/manage/manage-state.js';

const NOW = new Date('2026-12-10T00:00:00Z');

function inquiry(over: Partial<SubscriptionInquiryResponseData> = {}): SubscriptionInquiryResponseData {
  return {
    subscriptionRequest: 'sr-1',
    merchantSubscriptionId: 'plan-basic',
    subscriptionId: 'sub_1',
    subscriptionStatus: 'ACTIVE',
    currency: 'eur',
    amount: '9.99',
    productInfo: {
      description: 'Coffee club',
      periodType: 'MONTHLY',
      periodInterval: '1',
      startDateTime: '2026-11-25T12:00:00Z',
      nextPaymentDateTime: '2026-12-25T12:00:00Z',
      currentPeriod: '1',
    },
    paymentDetails: [{ acquiringOrderId: 'o1', orderCurrency: 'EUR', orderAmount: '9.99', orderStatus: 'PAY_SUCCESS', orderUpdatedAt: '2026-11-25T12:00:05Z', period: '1' }],
    ...over,
  } as SubscriptionInquiryResponseData;
}

test('shopperStatus: the acquirer status, the trial and the latest payment in the shopper\'s words', () => {
  const trialEnd = new Date('2026-12-20T00:00:00Z');
  const paid = { at: '', amount: { value: '1', currency: 'EUR' }, status: 'paid' } as const;
  const failed = { ...paid, status: 'failed' } as const;
  const table: [string, Parameters<typeof shopperStatus>[1], string][] = [
    ['ACTIVE', { now: NOW }, 'active'],
    ['ACTIVE', { now: NOW, trialEnd }, 'trialing'],
    ['ACTIVE', { now: new Date('2026-12-21T00:00:00Z'), trialEnd }, 'active'],
    ['ACTIVE', { now: NOW, latest: failed }, 'past_due'],
    ['ACTIVE', { now: NOW, latest: paid }, 'active'],
    ['AUTHORIZATION_REQUIRED', { now: NOW }, 'pending'],
    ['IN_PROGRESS', { now: NOW }, 'pending'],
    ['MERCHANT_CANCELLED', { now: NOW }, 'cancelled'],
    ['USER_CANCELLED', { now: NOW }, 'cancelled'],
    ['CHANNEL_CANCELLED', { now: NOW }, 'cancelled'],
    ['PLATFORM_CANCELLED', { now: NOW }, 'cancelled'],
    ['EXPIRED', { now: NOW }, 'expired'],
    ['CLOSE', { now: NOW }, 'closed'],
    ['SOMETHING_NEW', { now: NOW }, 'closed'],
  ];
  for (const [status, at, words] of table) assert.equal(shopperStatus(status, at), words, `${status} ${JSON.stringify(at)}`);
});

test('paymentHistory: newest period first, statuses in words, currency upper case', () => {
  const rows = paymentHistory(
    [
      { acquiringOrderId: 'a', orderAmount: '9.99', orderStatus: 'PAY_SUCCESS', orderUpdatedAt: '2026-11-25T12:00:00Z', period: '1' },
      { acquiringOrderId: 'c', orderAmount: '9.99', orderStatus: 'ORDER_CLOSE', orderUpdatedAt: '2027-01-25T12:00:00Z', period: '3' },
      { acquiringOrderId: 'b', orderAmount: '9.99', orderStatus: 'PAY_SUCCESS', orderUpdatedAt: '2026-12-25T12:00:00Z', period: '2' },
    ],
    'eur',
  );
  assert.deepEqual(
    rows.map((r) => [r.period, r.status, r.amount.currency]),
    [
      [3, 'failed', 'EUR'],
      [2, 'paid', 'EUR'],
      [1, 'paid', 'EUR'],
    ],
  );
});

test('manageState: an active monthly subscription, one paid row, the next payment and what a cancel keeps', () => {
  const state = manageState(inquiry(), NOW);
  assert.equal(state.subscription.status, 'active');
  assert.equal(state.subscription.description, 'Coffee club');
  assert.deepEqual(state.subscription.amount, { value: '9.99', currency: 'EUR' });
  assert.equal(state.subscription.nextPaymentAt, '2026-12-25T12:00:00.000Z');
  assert.equal(state.subscription.paidUntil, '2026-12-25T12:00:00.000Z');
  assert.equal(state.payments.length, 1);
  assert.equal(state.cancellable, true);
});

test('manageState: a trial ends at the first full-price charge; a failed latest period is past due; cancelled has no next payment', () => {
  const trial = manageState(inquiry({ productInfo: { ...inquiry().productInfo, trialPeriodAmount: '0', numberOfTrialPeriod: '1', trialPeriodType: 'WEEKLY', trialPeriodInterval: '2' } }), NOW);
  assert.equal(trial.subscription.trialEndAt, '2026-12-09T12:00:00.000Z');
  assert.equal(manageState(inquiry({ productInfo: { ...inquiry().productInfo, trialPeriodAmount: '0', numberOfTrialPeriod: '1' } }), NOW).subscription.status, 'trialing');
  // No count: one trial period, as the sandbox bills it and the checkout showed it.
  const uncounted = manageState(inquiry({ productInfo: { ...inquiry().productInfo, trialPeriodAmount: '0', trialPeriodType: 'WEEKLY', trialPeriodInterval: '2' } }), NOW);
  assert.equal(uncounted.subscription.trialEndAt, '2026-12-09T12:00:00.000Z');

  const pastDue = manageState(inquiry({ paymentDetails: [...inquiry().paymentDetails!, { acquiringOrderId: 'o2', orderAmount: '9.99', orderStatus: 'ORDER_CLOSE', period: '2' }] }), NOW);
  assert.equal(pastDue.subscription.status, 'past_due');
  assert.equal(pastDue.cancellable, true);

  const cancelled = manageState(inquiry({ subscriptionStatus: 'USER_CANCELLED' }), NOW);
  assert.equal(cancelled.subscription.status, 'cancelled');
  assert.equal(cancelled.subscription.nextPaymentAt, undefined);
  assert.equal(cancelled.cancellable, false);
});
