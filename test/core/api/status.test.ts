import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  OrderStatus,
  SubscriptionStatus,
  cashierStatusOfOrder,
  cashierStatusOfSubscription,
  isFinalCashierStatus,
  type CashierStatus,
} from '../../../src/core/api/status.js';

const orders: Array<[OrderStatus, boolean, CashierStatus]> = [
  ['PAY_IN_PROGRESS', false, 'action_required'],
  ['AUTHORIZED', false, 'succeeded'],
  ['PAY_SUCCESS', false, 'succeeded'],
  ['PARTIALLY_REFUNDED', false, 'succeeded'],
  ['REFUNDED', false, 'succeeded'],
  ['ORDER_CLOSE', false, 'failed'],
  ['ORDER_CLOSE', true, 'expired'],
  ['CANCELLED', false, 'cancelled'],
];

const subscriptions: Array<[SubscriptionStatus, boolean, CashierStatus]> = [
  ['AUTHORIZATION_REQUIRED', false, 'action_required'],
  ['IN_PROGRESS', false, 'processing'],
  ['ACTIVE', false, 'succeeded'],
  ['CLOSE', false, 'failed'],
  ['CLOSE', true, 'expired'],
  ['EXPIRED', false, 'expired'],
  ['MERCHANT_CANCELLED', false, 'cancelled'],
  ['USER_CANCELLED', false, 'cancelled'],
  ['CHANNEL_CANCELLED', false, 'cancelled'],
  ['PLATFORM_CANCELLED', false, 'cancelled'],
];

test('every order state maps to the widget status', () => {
  assert.deepEqual(new Set(orders.map(([s]) => s)), new Set(OrderStatus.options));
  for (const [status, expired, want] of orders) assert.equal(cashierStatusOfOrder(status, expired), want, `${status} expired=${expired}`);
});

test('every subscription state maps to the widget status', () => {
  assert.deepEqual(new Set(subscriptions.map(([s]) => s)), new Set(SubscriptionStatus.options));
  for (const [status, expired, want] of subscriptions) assert.equal(cashierStatusOfSubscription(status, expired), want, `${status} expired=${expired}`);
});

test('final statuses', () => {
  const rows: Array<[CashierStatus, boolean]> = [
    ['open', false],
    ['action_required', false],
    ['processing', false],
    ['succeeded', true],
    ['failed', true],
    ['expired', true],
    ['cancelled', true],
  ];
  for (const [status, final] of rows) assert.equal(isFinalCashierStatus(status), final, status);
});
