import type { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { ProxyHttpError } from '../errors.js';
import { cancelAtAcquirer, withSessionCancelClaim } from './cancel.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, sessionKey, type SessionRecord } from '../session/session.js';
import { applySnapshot } from './ledger.js';
import { refusedSnapshot } from './snapshot.js';

/** Whether the session's current order attempt waits on the shopper at the acquirer's page. */
function waitsOnShopper(session: SessionRecord): boolean {
  return session.kind === 'order' && session.snapshot.status === 'action_required' && currentAttempt(session) !== undefined;
}

/** Whether another session of its order may replace the session's attempt: waiting on the shopper, and no later attempt under way. */
export function isReplaceableByAnother(session: SessionRecord): boolean {
  return waitsOnShopper(session) && !session.unresolved;
}

/**
 * Whether attempt `next` may replace the current one although it has not failed: an order
 * whose attempt waits on the shopper at the acquirer's page (the shopper came back
 * unpaid and chose another method). A subscription waiting for authorization cannot be
 * cancelled at the acquirer (only ACTIVE ones can), so it is never replaced.
 */
export function isReplaceableAttempt(session: SessionRecord, next: number): boolean {
  return waitsOnShopper(session) && currentAttempt(session)!.n < next;
}

/**
 * Cancels the waiting order at the acquirer before its successor is created, so the
 * shopper can never pay both. If the acquirer had settled it meanwhile (paid on the
 * page after all), that result is applied and the new attempt refused.
 */
export async function cancelReplacedAttempt(ctx: ProxyContext, session: SessionRecord): Promise<void> {
  const attempt = currentAttempt(session)!;
  const after = await cancelAtAcquirer(ctx, session, attempt);
  if (after?.status === 'succeeded') {
    await applySnapshot(ctx, session.id, after);
    throw new ProxyHttpError('session_closed', `Attempt ${attempt.n} was paid meanwhile`);
  }
  ctx.log({ level: 'info', msg: 'attempt replaced by a new one', sessionId: session.id, attempt: attempt.n, acquirerStatus: after?.acquirerStatus ?? 'none' });
}

const REPLACED_CODE = 'replaced_by_another_session';

/**
 * Another session of the same order pays (order-claim.ts) while this one's attempt waits
 * on the shopper at the acquirer's page, perhaps abandoned there: the newest Pay wins, as
 * within one session. The waiting order is cancelled at the acquirer first, under the
 * session's cancel claim; the session then stands failed with code
 * replaced_by_another_session (its shopper may pay there again, replacing in turn).
 * When the acquirer had it paid meanwhile, that is recorded instead; when the acquirer
 * cannot confirm the cancel, nothing changes (the caller refuses its own pay). Answers
 * the session's snapshot after.
 */
export function replaceWaitingAttempt(ctx: ProxyContext, other: SessionRecord): Promise<StatusSnapshot> {
  return withSessionCancelClaim(ctx, other.id, async () => {
    const session = (await ctx.records.read<SessionRecord>(sessionKey(other.id))) ?? other;
    if (!isReplaceableByAnother(session)) return session.snapshot;
    const attempt = currentAttempt(session)!;
    const after = await cancelAtAcquirer(ctx, session, attempt);
    if (!after || !isFinalCashierStatus(after.status)) return session.snapshot;
    const next = after.status === 'cancelled' ? replacedSnapshot(session, attempt.n, after) : after;
    const stored = await applySnapshot(ctx, session.id, next);
    ctx.log({ level: 'info', msg: 'attempt replaced by another session of its order', sessionId: session.id, attempt: attempt.n, acquirerStatus: after.acquirerStatus ?? 'none' });
    return stored?.snapshot ?? next;
  });
}

/** Failed, not cancelled: the shopper did not cancel, and the merchant hears of a payment that may still come. */
function replacedSnapshot(session: SessionRecord, attempt: number, cancelled: StatusSnapshot): StatusSnapshot {
  const snapshot = refusedSnapshot(session, attempt, REPLACED_CODE, 'Replaced by a payment of the same order in another checkout session');
  const acquirerStatus = cancelled.acquirerStatus ? { acquirerStatus: cancelled.acquirerStatus } : {};
  return { ...snapshot, ...acquirerStatus, result: { ...snapshot.result!, messageKey: 'result.failed.body' } };
}
