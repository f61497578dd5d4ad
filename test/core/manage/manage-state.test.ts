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

test('shopperStatus: the acquirer status, the trial (as the record says) and the latest payment in the shopper\'s words', () => {
  const paid = { at: '', amount: { value: '1', currency: 'EUR' }, status: 'paid' } as const;
  const failed = { ...paid, status: 'failed' } as const;
  const table: [string, Parameters<typeof shopperStatus>[1], string][] = [
    ['ACTIVE', { inTrial: false }, 'active'],
    ['ACTIVE', { inTrial: true }, 'trialing'],
    ['ACTIVE', { inTrial: true, latest: paid }, 'trialing'],
    ['ACTIVE', { inTrial: false, latest: failed }, 'past_due'],
    ['ACTIVE', { inTrial: true, latest: failed }, 'past_due'],
    ['ACTIVE', { inTrial: false, latest: paid }, 'active'],
    ['AUTHORIZATION_REQUIRED', { inTrial: false }, 'pending'],
    ['IN_PROGRESS', { inTrial: false }, 'pending'],
    ['MERCHANT_CANCELLED', { inTrial: true }, 'cancelled'],
    ['USER_CANCELLED', { inTrial: false }, 'cancelled'],
    ['CHANNEL_CANCELLED', { inTrial: false }, 'cancelled'],
    ['PLATFORM_CANCELLED', { inTrial: false }, 'cancelled'],
    ['EXPIRED', { inTrial: false }, 'expired'],
    ['CLOSE', { inTrial: false }, 'closed'],
    ['SOMETHING_NEW', { inTrial: false }, 'closed'],
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

/** A plan started 2026-11-28 10:00 UTC, as the audit subscribed: 9.99 EUR a month. */
const START = '2026-11-28T10:00:00Z';
const FREE_WEEK = { trialPeriodAmount: '0', numberOfTrialPeriod: '7', trialPeriodType: 'DAILY', trialPeriodInterval: '1' } as const;
const day = (n: number) => new Date(Date.parse(START) + n * 86_400_000).toISOString();
const row = (period: number, at: string, status: 'PAY_SUCCESS' | 'ORDER_CLOSE' = 'PAY_SUCCESS', amount = '9.99') => ({
  acquiringOrderId: `o${period}-${status}`,
  orderCurrency: 'EUR',
  orderAmount: amount,
  orderStatus: status,
  orderUpdatedAt: at,
  period: String(period),
});
const trialDays = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1, day(i), 'PAY_SUCCESS', '0.00'));

function record(status: string, product: Record<string, string>, details: ReturnType<typeof row>[]): SubscriptionInquiryResponseData {
  const base = inquiry();
  const { nextPaymentDateTime: _next, currentPeriod: _current, ...plan } = base.productInfo!;
  return { ...base, subscriptionStatus: status, productInfo: { ...plan, startDateTime: START, ...product }, paymentDetails: details } as SubscriptionInquiryResponseData;
}

test('manageState: status, next payment and access (paidUntil) from the acquirer\'s record, whatever the proxy\'s clock says', () => {
  // The proxy's clock: the day after subscribing (a sandbox's test clock runs ahead of it).
  const proxyNow = new Date(day(1));
  const table: Array<[string, SubscriptionInquiryResponseData, string, string | undefined, string | undefined]> = [
    // A free week: a €0 try every day; the real charge and the access are the trial's end (Dec 5), not tomorrow's €0 day.
    ['free trial, day 1', record('ACTIVE', { ...FREE_WEEK, currentPeriod: '1', nextPaymentDateTime: day(1) }, trialDays(1)), 'trialing', day(7), day(7)],
    ['free trial, day 7', record('ACTIVE', { ...FREE_WEEK, currentPeriod: '7', nextPaymentDateTime: day(7) }, trialDays(7)), 'trialing', day(7), day(7)],
    ['free trial, no currentPeriod', record('ACTIVE', { ...FREE_WEEK, nextPaymentDateTime: day(3) }, trialDays(3)), 'trialing', day(7), day(7)],
    // Three full-price payments after the free week: active, although the proxy's clock is still in the trial.
    [
      'after the trial, three paid months',
      record('ACTIVE', { ...FREE_WEEK, currentPeriod: '10', nextPaymentDateTime: '2027-03-05T10:00:00Z' }, [...trialDays(7), row(8, day(7)), row(9, '2027-01-05T10:00:00Z'), row(10, '2027-02-05T10:00:00Z')]),
      'active',
      '2027-03-05T10:00:00Z',
      '2027-03-05T10:00:00Z',
    ],
    ['after the trial, currentPeriod only', record('ACTIVE', { ...FREE_WEEK, currentPeriod: '8', nextPaymentDateTime: '2027-01-05T10:00:00Z' }, []), 'active', '2027-01-05T10:00:00Z', '2027-01-05T10:00:00Z'],
    // A paid trial (1.00 a month, three months): each trial charge is a real one.
    ['paid trial, month 1', record('ACTIVE', { trialPeriodAmount: '1.00', numberOfTrialPeriod: '3', currentPeriod: '1', nextPaymentDateTime: '2026-12-28T10:00:00Z' }, [row(1, START, 'PAY_SUCCESS', '1.00')]), 'trialing', '2026-12-28T10:00:00Z', '2026-12-28T10:00:00Z'],
    // Cancelled: the end of the last paid period stays (the record has no next payment any more).
    ['cancelled after one paid month', record('USER_CANCELLED', { currentPeriod: '1' }, [row(1, START)]), 'cancelled', undefined, '2026-12-28T10:00:00.000Z'],
    ['cancelled after two paid months', record('MERCHANT_CANCELLED', { currentPeriod: '2' }, [row(1, START), row(2, '2026-12-28T10:00:00Z')]), 'cancelled', undefined, '2027-01-28T10:00:00.000Z'],
    ['cancelled in the free trial', record('USER_CANCELLED', { ...FREE_WEEK, currentPeriod: '2' }, trialDays(2)), 'cancelled', undefined, day(7)],
    ['cancelled while past due', record('USER_CANCELLED', { currentPeriod: '1' }, [row(1, START), row(2, '2026-12-28T10:00:00Z', 'ORDER_CLOSE')]), 'cancelled', undefined, '2026-12-28T10:00:00.000Z'],
    ['cancelled, nothing paid', record('USER_CANCELLED', {}, []), 'cancelled', undefined, undefined],
    // Past due: the next payment is the acquirer's retry; access ends with the last PAID period, not at the retry.
    ['past due, month 2 declined', record('ACTIVE', { currentPeriod: '1', nextPaymentDateTime: '2026-12-29T10:00:00Z' }, [row(1, START), row(2, '2026-12-28T10:00:00Z', 'ORDER_CLOSE')]), 'past_due', '2026-12-29T10:00:00Z', '2026-12-28T10:00:00.000Z'],
    ['past due, first charge after the trial declined', record('ACTIVE', { ...FREE_WEEK, currentPeriod: '7', nextPaymentDateTime: day(8) }, [...trialDays(7), row(8, day(7), 'ORDER_CLOSE')]), 'past_due', day(8), day(7)],
    // Every period paid, no next payment: access until the schedule's end.
    ['active, last period paid', record('ACTIVE', { numberOfPeriod: '2', currentPeriod: '2', endDateTime: '2027-01-28T10:00:00Z' }, [row(1, START), row(2, '2026-12-28T10:00:00Z')]), 'active', undefined, '2027-01-28T10:00:00.000Z'],
    ['expired', record('EXPIRED', { currentPeriod: '2' }, [row(1, START), row(2, '2026-12-28T10:00:00Z')]), 'expired', undefined, undefined],
    ['closed after the retries', record('CLOSE', { currentPeriod: '1' }, [row(1, START), row(2, '2026-12-28T10:00:00Z', 'ORDER_CLOSE')]), 'closed', undefined, undefined],
  ];
  const iso = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  const wrong = table.flatMap(([name, data, status, next, until]) => {
    const { subscription } = manageState(data, proxyNow);
    const got = [subscription.status, subscription.nextPaymentAt, subscription.paidUntil];
    return JSON.stringify(got) === JSON.stringify([status, iso(next), iso(until)]) ? [] : [`${name}: ${JSON.stringify(got)}`];
  });
  assert.deepEqual(wrong, []);
});
