/**
 * The acquirer approved a payment after the shopper cancelled the session (its cancel
 * crossed the approval, or the create answer was lost and the session was closed here).
 * The session stays cancelled, as the shopper last said, and the money goes back:
 * an order is refunded (its authorization voided when not captured) when the option
 * refundApprovedAfterCancel is on; a subscription is cancelled at the acquirer before a
 * second period is billed. A plan change the shopper cancelled in its checkout is kept:
 * once approved, the acquirer has ended the subscription it replaced, so cancelling the
 * new one would leave the shopper paying for nothing; its subscription page follows it,
 * as after any paid change. A plan change closed because the shopper cancelled the
 * subscription itself (close-changes.ts) is given back as a subscription is: the shopper
 * was told both were cancelled, and the page stays on the cancelled one. The merchant
 * hears it once through onResult.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { fixedBody } from './attempt-body.js';
import { markPending } from '../session/pending-sessions.js';
import type { ProxyContext } from '../proxy-context.js';
import { isDefiniteRefusal } from './refusal.js';
import { closedForCancelledSubscription } from './subscription-cancelled.js';
import { announce } from '../results/session-result.js';
import { followPaidChange } from '../session/manage-follow.js';
import { retentionTtlMs, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';

/** The refund's idempotency key: one per attempt, so however often this runs, one refund. */
export const refundRequestIdOf = (attempt: AttemptRecord) => `${attempt.requestId}-refund`;

export async function settleApprovedAfterCancel(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord, approved: StatusSnapshot): Promise<void> {
  const settled = session.approvedAfterCancel ? session : await giveBackOnce(ctx, session, attempt, approved);
  // Every time, not only the first: a callback retried after a failure midway carries the page over (idempotent).
  if (settled?.approvedAfterCancel && keepsChange(settled)) await followPaidChange(ctx, settled);
}

/** A plan change approved after its checkout's cancel stands, unless the subscription it changed was cancelled. */
const keepsChange = (session: SessionRecord) => session.kind === 'subscription-change' && !closedForCancelledSubscription(session);

/** Gives the approval back and tells the merchant, once however many callbacks race here; answers the record as stored. */
async function giveBackOnce(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord, approved: StatusSnapshot): Promise<SessionRecord | undefined> {
  const refunded = await giveBack(ctx, session, attempt, approved);
  const snapshot = toldSnapshot(session, attempt, approved, refunded);
  const extra = session.kind === 'order' ? { refunded } : {};
  let first = false;
  const stored = await ctx.records.update<SessionRecord>(
    sessionKey(session.id),
    (s) => {
      // The update runs again when another write came between its read and its write: only the run that writes is first.
      first = !s.approvedAfterCancel;
      if (!first) return undefined;
      const attempts = s.attempts.some((a) => a.n === attempt.n) ? s.attempts : [...s.attempts, attempt];
      const due = ctx.options.onResult ? { resultDue: { snapshot, ...extra } } : {};
      return { ...s, attempts, approvedAfterCancel: { refunded }, ...due };
    },
    (s) => retentionTtlMs(s),
  );
  if (!first || !stored) return stored;
  ctx.log({ level: 'warn', msg: 'payment approved after the shopper cancelled', sessionId: session.id, refunded });
  if (stored.resultDue) await markPending(ctx.store, ctx.records, session.id, Date.now() + retentionTtlMs(stored));
  announce(ctx, stored, snapshot, extra);
  return stored;
}

/** What onResult hears: the session stays cancelled; the result says what became of the approval. */
function toldSnapshot(session: SessionRecord, attempt: AttemptRecord, approved: StatusSnapshot, refunded: boolean): StatusSnapshot {
  const message = refunded
    ? 'Approved after the shopper cancelled: the payment was given back'
    : session.kind === 'order'
      ? 'Approved after the shopper cancelled: the payment was kept (refundApprovedAfterCancel is off or the refund failed)'
      : keepsChange(session)
        ? 'Authorized after the shopper cancelled: the plan change took effect (the acquirer ended the subscription it replaced), so the new subscription is kept'
        : 'Authorized after the shopper cancelled: cancelled at the acquirer; its first payment may need a refund';
  const snapshot: StatusSnapshot = {
    ...session.snapshot,
    status: 'cancelled',
    attempt: attempt.n,
    updatedAt: new Date().toISOString(),
    result: { code: 'approved_after_cancel', messageKey: 'error.generic', message },
  };
  if (approved.acquirerStatus) snapshot.acquirerStatus = approved.acquirerStatus;
  return snapshot;
}

/**
 * Answers whether the payment was given back. An unknown outcome throws, so that the
 * caller (a callback, a status poll, a restart) tries again with the same request; a
 * definite refusal is logged and reported, not retried for ever.
 */
async function giveBack(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord, approved: StatusSnapshot): Promise<boolean> {
  try {
    // Kept: the subscription it replaced is already ended (see the top of this file).
    if (keepsChange(session)) return false;
    if (session.kind !== 'order') {
      await ctx.acquirer.subscriptionCancel({ subscriptionRequest: attempt.requestId });
      return false;
    }
    if (!ctx.options.refundApprovedAfterCancel) return false;
    if (approved.acquirerStatus === 'AUTHORIZED') {
      // Not captured yet: voiding the authorization gives the money back without a refund.
      await ctx.acquirer.orderCancel({ paymentRequestId: attempt.requestId, merchantInfo: ctx.merchantInfo });
      return true;
    }
    return await refund(ctx, session, attempt);
  } catch (error) {
    if (!isDefiniteRefusal(error)) throw error;
    // A0033 on a cancel or void: an earlier try whose answer was lost already did it, or the state moved on.
    const already = error.code === ErrorCode.StateNotAllowed;
    ctx.log({ level: already ? 'info' : 'error', msg: 'giving back an approval after cancel was refused', sessionId: session.id, code: error.code });
    return already && session.kind === 'order';
  }
}

/** One refund per attempt: a fixed refundRequestId, its body fixed once and stored, so a retry is a replay. */
async function refund(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<boolean> {
  const refundRequestId = refundRequestIdOf(attempt);
  const { body } = await fixedBody(
    ctx.store,
    refundRequestId,
    () => ({
      refundRequestId,
      paymentRequestId: attempt.requestId,
      refundAmount: session.amount.value,
      refundCurrency: session.amount.currency,
      refundReason: 'Approved after the shopper cancelled',
      merchantInfo: ctx.merchantInfo,
    }),
    retentionTtlMs(session),
  );
  const answer = await ctx.acquirer.orderRefund(body);
  if (answer.refundStatus !== 'REFUND_FAILED') return true;
  ctx.log({ level: 'error', msg: 'refund after cancel failed at the acquirer', sessionId: session.id, reason: answer.refundFailedReason });
  return false;
}
