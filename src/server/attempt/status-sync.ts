import type { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import type { ProxyContext } from '../proxy-context.js';
import { settleApprovedAfterCancel } from './late-approval.js';
import { forgetTokensOf } from './saved-cards.js';
import { clearPending } from '../session/pending-sessions.js';
import { attemptNumbered, retentionTtlMs, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { announceResult, isResultNews } from '../results/session-result.js';
import { publishStatus } from '../results/status-events.js';
import { acquirerStateOf, supersedes, withAttempt, type AcquirerState } from './snapshot.js';

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

/** Asks the acquirer (the source of truth) how the current attempt stands. */
export async function inquireAttempt(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<AcquirerState> {
  switch (session.kind) {
    case 'order':
      return acquirerStateOf(await ctx.acquirer.orderInquiry({ paymentRequestId: attempt.requestId }));
    case 'subscription':
      return acquirerStateOf(await ctx.acquirer.subscriptionInquiry({ subscriptionRequest: attempt.requestId }));
    case 'subscription-change':
      return acquirerStateOf(await ctx.acquirer.subscriptionChangeInquiry({ subscriptionRequest: attempt.requestId }));
  }
}
