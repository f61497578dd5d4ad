/**
 * The attempt's pure half: the acquirer's answer read as a state, that state read as the
 * widget's StatusSnapshot, and which snapshot may replace which. No store, no acquirer,
 * no clock but the `now` passed in: the ledger (ledger.ts) writes what these compute, the
 * inquiry (inquiry.ts) and the create (attempt-create.ts) feed them.
 */
import type { StatusSnapshot, ViewSubscription } from '../../core/api/cashier.js';
import { webUrlOf, type WebAction } from '../../core/api/common.js';
import { cashierStatusOfOrder, cashierStatusOfSubscription, isFinalCashierStatus, type CashierStatus, type OrderStatus, type SubscriptionStatus } from '../../core/api/status.js';
import { failedReasonOf } from '../../core/api/subscription.js';
import type { ProductInfoInquiry } from '../../core/api/subscription-plan.js';
import { messageKeyOfCode } from '../acquirer/message-keys.js';
import { attemptNumbered, type AttemptRecord, type SessionRecord } from '../session/session.js';

/** The acquirer's word on one attempt, whichever operation answered it. */
export type AcquirerState =
  | { kind: 'order'; orderStatus: OrderStatus; orderAction?: WebAction; orderExpiredAt?: string; failedReason?: string; acquiringOrderId?: string }
  | {
      kind: 'subscription';
      subscriptionId?: string;
      subscriptionStatus: SubscriptionStatus;
      subscriptionAction?: WebAction;
      failedReason?: string;
      productInfo?: ProductInfoInquiry;
    };

/** The fields of an order answer (create, inquiry, cancel) that say how the order stands. */
interface OrderAnswer {
  acquiringOrderId?: string;
  orderStatus: OrderStatus;
  orderAction?: WebAction;
  orderExpiredAt?: string;
  orderFailedReason?: string;
}

/** The fields of a subscription answer (create, change, their inquiries, cancel) that say how it stands. */
interface SubscriptionAnswer {
  subscriptionId?: string;
  subscriptionStatus: SubscriptionStatus;
  subscriptionAction?: WebAction;
  failedReason?: string;
  productInfo?: ProductInfoInquiry;
}

/**
 * An acquirer's answer about an attempt as its state: the one reading of an answer, so
 * that the create path and the inquiry path cannot come to disagree on the same words.
 */
export function acquirerStateOf(answer: OrderAnswer | SubscriptionAnswer): AcquirerState {
  if ('orderStatus' in answer) {
    return {
      kind: 'order',
      acquiringOrderId: answer.acquiringOrderId,
      orderStatus: answer.orderStatus,
      orderAction: answer.orderAction,
      orderExpiredAt: answer.orderExpiredAt,
      failedReason: answer.orderFailedReason,
    };
  }
  return {
    kind: 'subscription',
    subscriptionId: answer.subscriptionId,
    subscriptionStatus: answer.subscriptionStatus,
    subscriptionAction: answer.subscriptionAction,
    failedReason: answer.failedReason,
    productInfo: answer.productInfo,
  };
}

export function snapshotOf(session: SessionRecord, attempt: number, state: AcquirerState, now = new Date()): StatusSnapshot {
  let status: CashierStatus;
  let acquirerStatus: string;
  let action: WebAction | undefined;
  if (state.kind === 'order') {
    const expired = state.orderExpiredAt !== undefined && Date.parse(state.orderExpiredAt) <= now.getTime();
    status = cashierStatusOfOrder(state.orderStatus, expired);
    acquirerStatus = state.orderStatus;
    action = state.orderAction;
  } else {
    status = cashierStatusOfSubscription(state.subscriptionStatus);
    acquirerStatus = state.subscriptionStatus;
    action = state.subscriptionAction;
  }
  const webUrl = webUrlOf(action);
  // An action state without a page to go to is the acquirer still deciding.
  if (status === 'action_required' && !webUrl) status = 'processing';
  const snapshot: StatusSnapshot = { status, acquirerStatus, attempt, updatedAt: now.toISOString() };
  if (status === 'action_required' && webUrl) snapshot.action = { webUrl };
  if (status === 'failed' || status === 'expired') snapshot.result = failureResult(status, state.failedReason);
  const redirectUrl = redirectFor(session, status);
  if (redirectUrl) snapshot.redirectUrl = redirectUrl;
  const subscription = subscriptionView(session, status, state);
  if (subscription) snapshot.subscription = subscription;
  return withAttemptMethod(snapshot, attemptNumbered(session, attempt));
}

/** The snapshot with the method its attempt was started with on its pending action (the widget continues or replaces it). */
export function withAttemptMethod(snapshot: StatusSnapshot, record: AttemptRecord): StatusSnapshot {
  if (!snapshot.action || !record.payMethodName) return snapshot;
  const method = { payMethodType: record.payMethodType, payMethodName: record.payMethodName, ...(record.tokenId ? { tokenId: record.tokenId } : {}) };
  return { ...snapshot, action: { ...snapshot.action, method } };
}

/** The snapshot of a pay call the acquirer refused with a business code. */
export function refusedSnapshot(session: SessionRecord, attempt: number, code: string, message: string, now = new Date()): StatusSnapshot {
  const snapshot: StatusSnapshot = {
    status: 'failed',
    attempt,
    result: { code, messageKey: messageKeyOfCode(code), message },
    updatedAt: now.toISOString(),
  };
  if (session.redirects.failed) snapshot.redirectUrl = session.redirects.failed;
  return snapshot;
}

function failureResult(status: CashierStatus, failedReason: string | undefined): StatusSnapshot['result'] {
  const reason = failedReasonOf(failedReason);
  const code = reason?.orderFailedCode;
  if (status === 'expired') return { ...(code ? { code } : {}), messageKey: 'result.expired.body', message: 'The payment time is over' };
  const messageKey = code && messageKeyOfCode(code) !== 'error.generic' ? messageKeyOfCode(code) : 'error.declined';
  return { ...(code ? { code } : {}), messageKey, message: reason?.orderFailedDescription ?? 'The payment was not completed' };
}

function redirectFor(session: SessionRecord, status: CashierStatus): string | undefined {
  if (status === 'succeeded') return session.redirects.success;
  if (status === 'failed' || status === 'expired') return session.redirects.failed;
  if (status === 'cancelled') return session.redirects.cancel;
  return undefined;
}

function subscriptionView(session: SessionRecord, status: CashierStatus, state: AcquirerState): ViewSubscription | undefined {
  if (!session.plan || state.kind !== 'subscription') return undefined;
  const view: ViewSubscription = { plan: session.plan, manageable: state.subscriptionStatus === 'ACTIVE' && status === 'succeeded' };
  const info = state.productInfo;
  if (info?.startDateTime) view.firstChargeAt = info.startDateTime;
  if (info?.nextPaymentDateTime) view.nextPaymentAt = info.nextPaymentDateTime;
  if (info?.endDateTime) view.endAt = info.endDateTime;
  if (info?.currentPeriod && /^\d+$/.test(info.currentPeriod)) view.currentPeriod = Number(info.currentPeriod);
  return view;
}

/**
 * Whether `next` may replace `current`: never an older attempt, never away from a final
 * state of the same attempt (callbacks arrive out of order), never an identical one.
 */
export function supersedes(current: StatusSnapshot, next: StatusSnapshot, closingAfterFailure = false): boolean {
  if (next.attempt < current.attempt) return false;
  // The one exception, the shopper's own cancel: a failed session may be closed for good.
  const closing = closingAfterFailure && current.status === 'failed' && next.status === 'cancelled';
  if (next.attempt === current.attempt && isFinalCashierStatus(current.status) && !closing) return false;
  const { updatedAt: _a, ...a } = current;
  const { updatedAt: _b, ...b } = next;
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The attempt with the acquirer's ids from an answer or an inquiry. */
export function withIds(attempt: AttemptRecord, state: AcquirerState): AttemptRecord {
  const ids = state.kind === 'order' ? { acquiringOrderId: state.acquiringOrderId } : { subscriptionId: state.subscriptionId };
  return { ...attempt, ...Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined)) };
}

/** The session with the attempt recorded (once) and no longer unresolved. */
export function withAttempt(session: SessionRecord, attempt: AttemptRecord): SessionRecord {
  const known = session.attempts.some((a) => a.n === attempt.n);
  const settles = session.unresolved?.n === attempt.n;
  if (known && !settles) return session;
  const { unresolved, ...rest } = session;
  return { ...rest, attempts: known ? session.attempts : [...session.attempts, attempt], ...(unresolved && !settles ? { unresolved } : {}) };
}

/** What applying a snapshot to the stored session comes to: the record to write (undefined: none) and why. */
export interface AppliedSnapshot {
  write: SessionRecord | undefined;
  /** The snapshot replaced the stored one: subscribers and the merchant are to hear of it. */
  changed: boolean;
  /** An approval over the shopper's cancel: not applied, the payment goes back (late-approval.ts). */
  approvedAfterCancel: boolean;
}

/**
 * Applying `next` to the stored session, decided without I/O so that the ledger's one
 * conditional write carries all of it. `resultNews`: whether onResult is to hear of `next`.
 */
export function appliedSnapshot(
  session: SessionRecord,
  next: StatusSnapshot,
  options: { closingAfterFailure?: boolean; record?: AttemptRecord },
  resultNews: boolean,
): AppliedSnapshot {
  const approvedAfterCancel = session.snapshot.status === 'cancelled' && next.status === 'succeeded';
  const changed = !approvedAfterCancel && supersedes(session.snapshot, next, options.closingAfterFailure);
  // Recording the attempt and its first snapshot in one write: no reader sees one without the other.
  const recorded = options.record ? withAttempt(session, options.record) : session;
  if (!changed) return { write: recorded === session ? undefined : recorded, changed, approvedAfterCancel };
  // The result for onResult goes in the same write (an outbox): a crash before it is told loses nothing.
  return { write: { ...recorded, snapshot: next, ...(resultNews ? { resultDue: { snapshot: next } } : {}) }, changed, approvedAfterCancel };
}
