import type { Money, SessionKind, StatusSnapshot, ViewPlan } from '../../core/api/cashier.js';
import type { OrderCreateRequest } from '../../core/api/order.js';
import type { SubscriptionCreateRequest } from '../../core/api/subscription.js';
import type { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';

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
  /** The language the shopper picked in the cashier's menu: the acquirer's page speaks it (paymentInfo.cashierLanguage). */
  language?: string;
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
  /**
   * The attempt whose create request was sent but whose answer is not recorded yet
   * (lost, timed out, or still on its way). Until an inquiry settles it, no new
   * attempt starts: the acquirer may hold its object.
   */
  unresolved?: AttemptRecord;
  /** Set once when the acquirer approved after the shopper cancelled and that was handled. */
  approvedAfterCancel?: { refunded: boolean };
  /**
   * A settled result stored but not yet confirmed told to onResult (an outbox of one):
   * written with the status it reports, cleared once the listener returned; a restart
   * tells what a crash left here.
   */
  resultDue?: { snapshot: StatusSnapshot; refunded?: boolean };
  snapshot: StatusSnapshot;
}

export const sessionKey = (id: string) => `session:${id}`;
/** Maps an acquirer request id back to its session (callbacks name only the acquirer ids). */
export const requestIndexKey = (requestId: string) => `request:${requestId}`;

export function currentAttempt(session: SessionRecord): AttemptRecord | undefined {
  return session.attempts[session.attempts.length - 1];
}

/**
 * How long a session's record outlives its expiry: beyond the acquirer's 24 h callback
 * retries, so that a result arriving late still reaches the session and onResult.
 */
export const RESULT_RETENTION_MS = 25 * 3_600_000;

/** The store time to live of a session's record and of the keys that belong to it. */
export function retentionTtlMs(session: Pick<SessionRecord, 'expiresAt'>, now = Date.now()): number {
  return Math.max(1, Date.parse(session.expiresAt) + RESULT_RETENTION_MS - now);
}

/** The attempt an acquirer request id names: recorded, or sent and not yet settled. */
export function attemptByRequestId(session: SessionRecord, requestId: string): AttemptRecord | undefined {
  return session.attempts.find((a) => a.requestId === requestId) ?? (session.unresolved?.requestId === requestId ? session.unresolved : undefined);
}

/**
 * The attempt numbered n: recorded, sent and not yet settled, or (a callback may overtake
 * the create answer) known only by its request id, which the number determines.
 */
export function attemptNumbered(session: SessionRecord, n: number): AttemptRecord {
  return session.attempts.find((a) => a.n === n) ?? (session.unresolved?.n === n ? session.unresolved : { n, requestId: `${session.requestKey}-${n}`, payMethodType: '' });
}

export function isSessionExpired(session: Pick<SessionRecord, 'expiresAt'>, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= now;
}
