import type { StatusSnapshot, ViewSubscription } from '../../core/api/cashier.js';
import { webUrlOf, type WebAction } from '../../core/api/common.js';
import { cashierStatusOfOrder, cashierStatusOfSubscription, isFinalCashierStatus, type CashierStatus, type OrderStatus, type SubscriptionStatus } from '../../core/api/status.js';
import { failedReasonOf, type ProductInfoInquiry } from '../../core/api/subscription.js';
import { messageKeyOfCode } from '../acquirer/message-keys.js';
import type { ProxyContext } from '../proxy-context.js';
import { settleApprovedAfterCancel } from './late-approval.js';
import { forgetTokensOf } from './saved-cards.js';
import { clearPending } from '../session/pending-sessions.js';
import { attemptNumbered, retentionTtlMs, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { announceResult, isResultNews } from '../results/session-result.js';
import { publishStatus } from '../results/status-events.js';

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

/**
 * Stores a snapshot when it supersedes the current one and tells the session's
 * subscribers. An approval over the shopper's cancel does not reopen the session: the
 * payment is given back instead (late-approval.ts).
 */
export async function applySnapshot(
  ctx: ProxyContext,
  sessionId: string,
  next: StatusSnapshot,
  options: { closingAfterFailure?: boolean; record?: AttemptRecord } = {},
): Promise<SessionRecord | undefined> {
  let changed = false;
  let approvedAfterCancel = false;
  let previous: StatusSnapshot | undefined;
  const stored = await ctx.records.update<SessionRecord>(
    sessionKey(sessionId),
    (session) => {
      previous = session.snapshot;
      approvedAfterCancel = session.snapshot.status === 'cancelled' && next.status === 'succeeded';
      changed = !approvedAfterCancel && supersedes(session.snapshot, next, options.closingAfterFailure);
      // Recording the attempt and its first snapshot in one write: no reader sees one without the other.
      const recorded = options.record ? withAttempt(session, options.record) : session;
      if (!changed) return recorded === session ? undefined : recorded;
      // The result for onResult goes in the same write (an outbox): a crash before it is told loses nothing.
      return { ...recorded, snapshot: next, ...(isResultNews(ctx, session.snapshot, next) ? { resultDue: { snapshot: next } } : {}) };
    },
    (session) => retentionTtlMs(session),
  );
  if (stored && approvedAfterCancel) await settleApprovedAfterCancel(ctx, stored, attemptNumbered(stored, next.attempt), next);
  if (stored && changed) {
    // The write above is the commit: the merchant hears of it first, so that a store
    // failure in what follows (the callback is then answered failed) cannot lose it.
    announceResult(ctx, stored, previous!, next);
    await publishStatus(ctx.store, sessionId, next);
    // A payment may have saved the shopper's card: their next view asks for their cards again.
    if (next.status === 'succeeded') await forgetTokensOf(ctx, stored.request.body.userInfo.userId);
    // Still listed while a sent attempt is unsettled or its result untold: a restart must see to it.
    if (isFinalCashierStatus(next.status) && !stored.unresolved && !stored.resultDue) await clearPending(ctx.store, ctx.records, sessionId);
  }
  return stored;
}

/** The session with the attempt recorded (once) and no longer unresolved. */
function withAttempt(session: SessionRecord, attempt: AttemptRecord): SessionRecord {
  const known = session.attempts.some((a) => a.n === attempt.n);
  const settles = session.unresolved?.n === attempt.n;
  if (known && !settles) return session;
  const { unresolved, ...rest } = session;
  return { ...rest, attempts: known ? session.attempts : [...session.attempts, attempt], ...(unresolved && !settles ? { unresolved } : {}) };
}

/** Asks the acquirer (the source of truth) how the current attempt stands. */
export async function inquireAttempt(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<AcquirerState> {
  switch (session.kind) {
    case 'order': {
      const order = await ctx.acquirer.orderInquiry({ paymentRequestId: attempt.requestId });
      return {
        kind: 'order',
        acquiringOrderId: order.acquiringOrderId,
        orderStatus: order.orderStatus,
        orderAction: order.orderAction,
        orderExpiredAt: order.orderExpiredAt,
        failedReason: order.orderFailedReason,
      };
    }
    case 'subscription': {
      const sub = await ctx.acquirer.subscriptionInquiry({ subscriptionRequest: attempt.requestId });
      return {
        kind: 'subscription',
        subscriptionId: sub.subscriptionId,
        subscriptionStatus: sub.subscriptionStatus,
        subscriptionAction: sub.subscriptionAction,
        failedReason: sub.failedReason,
        productInfo: sub.productInfo,
      };
    }
    case 'subscription-change': {
      const change = await ctx.acquirer.subscriptionChangeInquiry({ subscriptionRequest: attempt.requestId });
      return {
        kind: 'subscription',
        subscriptionId: change.subscriptionId,
        subscriptionStatus: change.subscriptionStatus,
        subscriptionAction: change.subscriptionAction,
        failedReason: change.failedReason,
      };
    }
  }
}
