import type { Money, SessionKind, StatusSnapshot, ViewPlan } from '../core/api/cashier.js';
import type { OrderCreateRequest } from '../core/api/order.js';
import type { SubscriptionChangeRequest, SubscriptionCreateRequest } from '../core/api/subscription.js';

/** The acquirer request a session pays with, validated at creation; ids and times are refilled per attempt. */
export type SessionRequest =
  | { kind: 'order'; body: OrderCreateRequest }
  | { kind: 'subscription'; body: SubscriptionCreateRequest }
  | { kind: 'subscription-change'; body: SubscriptionChangeRequest };

/** One pay call's acquirer object. */
export interface AttemptRecord {
  n: number;
  /** paymentRequestId or subscriptionRequest: `${requestKey}-${n}`. */
  requestId: string;
  payMethodType: string;
  payMethodName?: string;
  tokenId?: string;
  acquiringOrderId?: string;
  subscriptionId?: string;
}

export interface SessionRecord {
  id: string;
  kind: SessionKind;
  createdAt: string;
  expiresAt: string;
  /** Prefix of the acquirer request ids of this session's attempts. */
  requestKey: string;
  request: SessionRequest;
  /** What the shopper pays now. */
  amount: Money;
  /** The plans a subscription or change view shows. */
  plan?: ViewPlan;
  fromPlan?: ViewPlan;
  remainingAmount?: Money;
  /** The merchant's own redirect URLs, shown after the final screen. */
  redirects: { success?: string; failed?: string; cancel?: string };
  attempts: AttemptRecord[];
  snapshot: StatusSnapshot;
}

export const sessionKey = (id: string) => `session:${id}`;
/** Maps an acquirer request id back to its session (callbacks name only the acquirer ids). */
export const requestIndexKey = (requestId: string) => `request:${requestId}`;

export function currentAttempt(session: SessionRecord): AttemptRecord | undefined {
  return session.attempts[session.attempts.length - 1];
}

export function remainingTtlMs(session: SessionRecord, now = Date.now()): number {
  return Math.max(1, Date.parse(session.expiresAt) - now);
}

export function isSessionExpired(session: SessionRecord, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= now;
}
