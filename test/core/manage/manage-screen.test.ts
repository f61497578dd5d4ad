/** The subscription page's choices of what to show and offer, as tables. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ManageStatus, ManageView } from '../../../src/core/api/manage-view.js';
import { accessUntil, isOver, loadFailure, manageOffer, paymentsNewestFirst, planChoices, showsPastDue, statusKey } from '../../../src/core/manage/manage-screen.js';

function view(status: ManageStatus, overrides: Partial<ManageView> = {}): ManageView {
  return {
    id: 'ms_1',
    kind: 'subscription-manage',
    expiresAt: '2099-01-01T00:00:00Z',
    subscription: {
      description: 'Pro',
      amount: { value: '9.99', currency: 'EUR' },
      periodType: 'MONTHLY',
      periodInterval: 1,
      status,
      acquirerStatus: 'ACTIVE',
      nextPaymentAt: '2026-06-01T00:00:00Z',
      paidUntil: '2026-06-01T00:00:00Z',
    },
    payments: [],
    actions: { cancel: true, updatePayment: true, changePlan: true },
    plans: [
      { planId: 'pro', description: 'Pro', amount: { value: '9.99', currency: 'EUR' }, periodType: 'MONTHLY', periodInterval: 1 },
      { planId: 'max', description: 'Max', amount: { value: '19.99', currency: 'EUR' }, periodType: 'MONTHLY', periodInterval: 1 },
    ],
    webUrlHosts: ['pay.example.test'],
    updatedAt: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

test('statusKey: every status has its words', () => {
  const table: Array<[ManageStatus, string]> = [
    ['trialing', 'subscription.status.trialing'],
    ['active', 'subscription.status.active'],
    ['past_due', 'subscription.status.past_due'],
    ['pending', 'subscription.status.pending'],
    ['cancelled', 'subscription.status.cancelled'],
    ['expired', 'subscription.status.expired'],
    ['closed', 'subscription.status.closed'],
  ];
  for (const [status, key] of table) assert.equal(statusKey(status), key);
});

test('manageOffer: what the proxy allows, and nothing once the subscription is over', () => {
  const table: Array<[string, ManageView, { cancel: boolean; updatePayment: boolean; changePlan: boolean }]> = [
    ['active, all allowed', view('active'), { cancel: true, updatePayment: true, changePlan: true }],
    ['past due', view('past_due'), { cancel: true, updatePayment: true, changePlan: true }],
    ['the proxy refuses a cancel', view('pending', { actions: { cancel: false, updatePayment: true, changePlan: false } }), { cancel: false, updatePayment: true, changePlan: false }],
    ['cancelled though the actions say yes', view('cancelled'), { cancel: false, updatePayment: false, changePlan: false }],
    ['expired', view('expired'), { cancel: false, updatePayment: false, changePlan: false }],
    ['closed', view('closed'), { cancel: false, updatePayment: false, changePlan: false }],
    ['no plan but the current one', view('active', { plans: view('active').plans.slice(0, 1) }), { cancel: true, updatePayment: true, changePlan: false }],
  ];
  for (const [name, given, expected] of table) assert.deepEqual(manageOffer(given), expected, name);
});

test('planChoices leaves out the plan the shopper is on', () => {
  assert.deepEqual(planChoices(view('active')).map((p) => p.planId), ['max']);
  const cheaper = view('active', { subscription: { ...view('active').subscription, amount: { value: '4.99', currency: 'EUR' } } });
  assert.deepEqual(planChoices(cheaper).map((p) => p.planId), ['pro', 'max']);
});

test('paymentsNewestFirst: by date, newest first, stable for equal dates and bad ones', () => {
  const pay = (at: string, value: string) => ({ at, amount: { value, currency: 'EUR' }, status: 'paid' as const });
  const table: Array<[string[], string[]]> = [
    // Amounts name the payments by their place in the proxy's list: 1, 2, 3.
    [['2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z'], ['2', '3', '1']],
    [['2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z'], ['1', '2']],
    [['', '2026-03-01T00:00:00Z'], ['1', '2']],
    [[], []],
  ];
  for (const [dates, expected] of table) {
    const given = dates.map((at, i) => pay(at, String(i + 1)));
    assert.deepEqual(paymentsNewestFirst(given).map((p) => p.amount.value), expected, dates.join(', '));
  }
});

test('showsPastDue, accessUntil and isOver', () => {
  const table: Array<[ManageStatus, boolean, string | undefined, boolean]> = [
    ['past_due', true, '2026-06-01T00:00:00Z', false],
    ['active', false, '2026-06-01T00:00:00Z', false],
    ['trialing', false, '2026-06-01T00:00:00Z', false],
    ['cancelled', false, undefined, true],
    ['expired', false, undefined, true],
  ];
  for (const [status, pastDue, until, over] of table) {
    assert.equal(showsPastDue(view(status)), pastDue, status);
    assert.equal(accessUntil(view(status)), until, status);
    assert.equal(isOver(status), over, status);
  }
});

test("loadFailure: the error's own words unless generic or a checkout's, a retry only where one can help", () => {
  const table: Array<[string, { messageKey: string; retryable: boolean }, { messageKey: string; retry: boolean }]> = [
    ['a missing attribute, a checkout session', { messageKey: 'error.setup', retryable: false }, { messageKey: 'manage.setup', retry: false }],
    ['an unknown session', { messageKey: 'error.sessionNotFound', retryable: false }, { messageKey: 'manage.notFound', retry: false }],
    ['offline', { messageKey: 'error.network', retryable: true }, { messageKey: 'error.network', retry: true }],
    ['a 5xx without words', { messageKey: 'error.generic', retryable: true }, { messageKey: 'manage.loadFailed', retry: true }],
    ['not the proxy (bad_response)', { messageKey: 'error.generic', retryable: false }, { messageKey: 'manage.loadFailed', retry: false }],
  ];
  for (const [name, error, expected] of table) assert.deepEqual(loadFailure(error), expected, name);
});
