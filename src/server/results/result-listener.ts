/**
 * The shape of the `onResult` option: what the merchant's own server hears when a
 * session settles. Types only, so that the options and the code that announces
 * results can both name it without importing each other.
 */
import type { SessionKind, StatusSnapshot } from '../../core/api/cashier.js';

export interface SessionResult {
  sessionId: string;
  kind: SessionKind;
  /** succeeded, failed (the shopper may still try again), expired or cancelled. */
  status: StatusSnapshot['status'];
  attempt: number;
  /** The acquirer's own word (PAY_SUCCESS, ACTIVE, ORDER_CLOSE…), when known. */
  acquirerStatus?: string;
  /** The merchant's ids: merchantOrderId or merchantSubscriptionId. */
  merchantReference?: string;
  /** The attempt's acquirer request id (paymentRequestId or subscriptionRequest). */
  requestId?: string;
  acquiringOrderId?: string;
  /**
   * A subscription's (or plan change's) request id, the same as requestId: with
   * subscriptionId, what the merchant keeps to open the subscription page later
   * (`createSession({kind: 'subscription-manage', subscriptionId, …})`).
   */
  subscriptionRequest?: string;
  /** The acquirer's id of the subscription, once it created one. */
  subscriptionId?: string;
  /**
   * A plan change's: the subscriptionRequest of the subscription it replaces, so that a
   * change made on the subscription page (a session the proxy created, whose id the
   * merchant never saw) finds the user whose subscription it now is.
   */
  originSubscriptionRequest?: string;
  result?: StatusSnapshot['result'];
  /**
   * The acquirer approved the payment after the shopper cancelled, and the proxy gave the
   * money back (status stays cancelled): an order refunded (or its authorization voided)
   * by the option refundApprovedAfterCancel. Absent when nothing was paid back.
   */
  refunded?: boolean;
}

export type ResultListener = (result: SessionResult) => void | Promise<void>;
