import * as z from 'zod/mini';

/** subscriptionStatus, as the spec lists it (PLATFORM_CANCELLED by the 2026-09-29 revision). */
export const SubscriptionStatus = z.enum([
  'AUTHORIZATION_REQUIRED',
  'IN_PROGRESS',
  'ACTIVE',
  'CLOSE',
  'MERCHANT_CANCELLED',
  'USER_CANCELLED',
  'CHANNEL_CANCELLED',
  'EXPIRED',
  'PLATFORM_CANCELLED',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * Order states. Inferred: the spec shows only PAY_IN_PROGRESS; the rest are the
 * states the sandbox moves an order through (AUTHORIZED waits for a manual capture).
 */
export const OrderStatus = z.enum([
  'PAY_IN_PROGRESS',
  'AUTHORIZED',
  'PAY_SUCCESS',
  'ORDER_CLOSE',
  'CANCELLED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** PaymentDetail.orderStatus of a subscription period payment. */
export const PaymentDetailStatus = z.enum(['PAY_SUCCESS', 'ORDER_CLOSE']);
export type PaymentDetailStatus = z.infer<typeof PaymentDetailStatus>;

/**
 * What the widget needs to know of a session, whatever the acquirer calls it.
 * open: nothing paid yet, the shopper may pay; action_required: a webUrl waits for the
 * shopper; processing: the acquirer is deciding; the rest are final.
 */
export const CashierStatus = z.enum([
  'open',
  'action_required',
  'processing',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
]);
export type CashierStatus = z.infer<typeof CashierStatus>;

export const FINAL_CASHIER_STATUSES: readonly CashierStatus[] = ['succeeded', 'failed', 'expired', 'cancelled'];

export function isFinalCashierStatus(status: CashierStatus): boolean {
  return FINAL_CASHIER_STATUSES.includes(status);
}

/** Maps an order state to the widget's status. */
export function cashierStatusOfOrder(status: OrderStatus, expired = false): CashierStatus {
  switch (status) {
    case 'PAY_IN_PROGRESS':
      return 'action_required';
    case 'AUTHORIZED':
    case 'PAY_SUCCESS':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'succeeded';
    case 'ORDER_CLOSE':
      return expired ? 'expired' : 'failed';
    case 'CANCELLED':
      return 'cancelled';
  }
}

/** Maps a subscription state to the widget's status. */
export function cashierStatusOfSubscription(status: SubscriptionStatus, expired = false): CashierStatus {
  switch (status) {
    case 'AUTHORIZATION_REQUIRED':
      return 'action_required';
    case 'IN_PROGRESS':
      return 'processing';
    case 'ACTIVE':
      return 'succeeded';
    case 'CLOSE':
      return expired ? 'expired' : 'failed';
    case 'EXPIRED':
      return 'expired';
    case 'MERCHANT_CANCELLED':
    case 'USER_CANCELLED':
    case 'CHANNEL_CANCELLED':
    case 'PLATFORM_CANCELLED':
      return 'cancelled';
  }
}
