/**
 * Everything the sandbox knows, in memory: a restart forgets it all. Records keep the
 * merchant's request as sent (after schema checks) so inquiries can echo it.
 */
import type { OrderStatus, SubscriptionStatus, PaymentDetailStatus } from '../core/api/status.js';
import type { ChargebackStatus } from '../core/api/chargeback.js';
import type { StoredCard } from './test-cards.js';
import type { PeriodType } from '../core/api/cashier.js';

/** What a hosted page shows and where it sends the shopper afterwards. */
export interface Presentation {
  merchantDisplayName: string;
  logoUrl?: string;
  description: string;
  amount: string;
  currency: string;
  language?: string;
  appearance?: string;
  successRedirectUrl?: string;
  failedRedirectUrl?: string;
  cancelRedirectUrl?: string;
  /** The first payment of a new subscription's trial: the card page's button starts the trial, as the cashier's did. */
  trial?: boolean;
}

/** How the shopper pays: the card page, or the authorization page of a wallet. */
export type PayFlow = 'card' | 'authorize';

export interface HostedPayment {
  token: string;
  target: { type: 'order' | 'subscription'; id: string };
  flow: PayFlow;
  /** card: waiting for card data; authorize: waiting for Approve/Decline; done: decided. */
  stage: 'card' | 'authorize' | 'done';
  presentation: Presentation;
  /** The card entered on the card page (masked), before the extra step decides. */
  pendingCard?: StoredCard;
  outcome?: 'success' | 'failure';
}

export interface ManagementLink {
  token: string;
  subscriptionId: string;
  expiresAt: Date;
  /** The secret the cancel confirmation form sends back: made when the page first asks. */
  confirmation?: string;
}

export interface Refund {
  refundRequestId: string;
  refundId: string;
  acquiringOrderId: string;
  paymentRequestId: string;
  refundAmountMinor: number;
  currency: string;
  refundStatus: 'REFUND_SUCCESS';
  reason?: string;
  createdAt: Date;
}

export interface Order {
  acquiringOrderId: string;
  paymentRequestId: string;
  merchantOrderId: string;
  status: OrderStatus;
  currency: string;
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  description: string;
  captureMode: 'AUTOMATIC' | 'MANUAL';
  payMethodType?: string;
  payMethodName?: string;
  notifyUrl?: string;
  /** The request as checked, echoed by inquiry. */
  request: Record<string, unknown>;
  payment?: HostedPayment;
  card?: StoredCard;
  tokenId?: string;
  failedReason?: { orderFailedCode: string; orderFailedDescription: string };
  createdAt: Date;
  updatedAt: Date;
  completedAt?: Date;
  expiresAt: Date;
  cancelExpiry?: () => void;
}

export interface PaymentDetail {
  acquiringOrderId: string;
  orderCurrency: string;
  orderAmount: string;
  orderStatus: PaymentDetailStatus;
  orderUpdatedAt: string;
  period: string;
  /** Inferred: which try of the period this is ("1" the renewal, "2"… its retries); on retries and declines only. */
  attempt?: string;
  /** Inferred: on a declined renewal, RETRYING (nextRetryAt says when) or EXHAUSTED (the subscription closes). */
  retryStatus?: 'RETRYING' | 'EXHAUSTED';
  nextRetryAt?: string;
}

/** A renewal that was declined and waits for its next retry (the subscription stays ACTIVE, past due). */
export interface PastDue {
  period: number;
  firstDeclinedAt: Date;
  /** Declines of this period so far (the renewal and its retries). */
  declines: number;
  nextRetryAt: Date;
}

/** One billing period of a subscription's schedule (trial periods first). */
export interface Period {
  index: number;
  trial: boolean;
  amountMinor: number;
  type: PeriodType;
  interval: number;
}

export interface Plan {
  description: string;
  amountMinor: number;
  periodType: PeriodType;
  periodInterval: number;
  numberOfPeriod?: number;
  trial?: { amountMinor: number; periodType: PeriodType; periodInterval: number; numberOfPeriod: number };
}

export interface Subscription {
  subscriptionId: string;
  subscriptionRequest: string;
  merchantSubscriptionId: string;
  payMethodSubscriptionId: string;
  status: SubscriptionStatus;
  currency: string;
  plan: Plan;
  payMethodType?: string;
  payMethodName?: string;
  notifyUrl: string;
  request: Record<string, unknown>;
  payment?: HostedPayment;
  card?: StoredCard;
  tokenId?: string;
  /** Credit from the subscription this one replaces, taken off the first payment(s). */
  creditMinor: number;
  /** Set when this subscription is the new side of a change. */
  changeRequest?: string;
  paymentDetails: PaymentDetail[];
  pastDue?: PastDue;
  startAt?: Date;
  /** Start of the current period (index currentPeriod). */
  currentPeriod: number;
  nextPaymentAt?: Date;
  endAt?: Date;
  failedReason?: { orderFailedCode: string; orderFailedDescription: string };
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  cancelJobs: Array<() => void>;
}

/** Inferred: the spec names no change states; PROCESSING until the new subscription is decided. */
export type ChangeStatus = 'PROCESSING' | 'SUCCESS' | 'FAILED';

export interface SubscriptionChange {
  subscriptionRequest: string;
  originSubscriptionRequest: string;
  originSubscriptionId: string;
  newSubscriptionId: string;
  remainingAmountMinor: number;
  currency: string;
  status: ChangeStatus;
  notifyUrl: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface Token {
  tokenId: string;
  tokenRequestId?: string;
  tokenSessionId: string;
  tokenType: 'CARD';
  tokenStatus: 'ACTIVE';
  merchantUserId: string;
  card: StoredCard;
  billingAddress?: Record<string, string>;
  createdAt: Date;
}

export interface Chargeback {
  chargebackId: string;
  originalOrderId: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  reason: string;
  status: ChargebackStatus;
  evidence: { description?: string; fileIds: string[] };
  createdAt: string;
  updatedAt: string;
  evidenceDueAt: string;
}

export interface StoredFile {
  fileId: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: Date;
}

export interface IdempotencyRecord {
  fingerprint: string;
  answer: unknown;
}

export class SandboxState {
  readonly orders = new Map<string, Order>();
  readonly orderByRequest = new Map<string, string>();
  readonly refunds = new Map<string, Refund>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly subscriptionByRequest = new Map<string, string>();
  readonly changes = new Map<string, SubscriptionChange>();
  readonly tokens = new Map<string, Token>();
  readonly chargebacks = new Map<string, Chargeback>();
  readonly files = new Map<string, StoredFile>();
  readonly payments = new Map<string, HostedPayment>();
  readonly managementLinks = new Map<string, ManagementLink>();
  /** Idempotency records by `<scope>:<key>`. */
  readonly idempotency = new Map<string, IdempotencyRecord>();
  /** Successful payment totals (minor units) by UTC day `YYYY-MM-DD`. */
  readonly dailyTotals = new Map<string, number>();

  orderByPaymentRequestId(id: string): Order | undefined {
    const orderId = this.orderByRequest.get(id);
    return orderId === undefined ? undefined : this.orders.get(orderId);
  }

  subscriptionByRequestId(id: string): Subscription | undefined {
    const subscriptionId = this.subscriptionByRequest.get(id);
    return subscriptionId === undefined ? undefined : this.subscriptions.get(subscriptionId);
  }

  counts(): Record<string, number> {
    return {
      orders: this.orders.size,
      refunds: this.refunds.size,
      subscriptions: this.subscriptions.size,
      changes: this.changes.size,
      tokens: this.tokens.size,
      chargebacks: this.chargebacks.size,
      files: this.files.size,
      hostedPayments: this.payments.size,
      managementLinks: this.managementLinks.size,
      idempotencyKeys: this.idempotency.size,
      paymentDays: this.dailyTotals.size,
    };
  }
}
