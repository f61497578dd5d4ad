import type { StatusSnapshot } from '../core/api/cashier.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import { AcquirerError, ProxyHttpError } from './errors.js';
import type { ProxyContext } from './proxy-context.js';
import { currentAttempt, type SessionRecord } from './session.js';
import { applySnapshot, inquireAttempt, snapshotOf } from './status-sync.js';

/**
 * `POST sessions/:id/cancel`, the shopper's cancel. Before any payment it just closes the
 * session; an order in progress is cancelled at the acquirer; a subscription only while
 * ACTIVE (the spec's rule) — one still waiting for authorization is closed here.
 */
export async function cancelSession(ctx: ProxyContext, session: SessionRecord): Promise<StatusSnapshot> {
  if (isFinalCashierStatus(session.snapshot.status) && session.snapshot.status !== 'failed') {
    throw new ProxyHttpError(409, 'session_closed', 'error.generic', `The session is already ${session.snapshot.status}`);
  }
  const attempt = currentAttempt(session);
  let next: StatusSnapshot | undefined;
  try {
    if (attempt && session.snapshot.status !== 'failed') next = await cancelAtAcquirer(ctx, session, attempt);
  } catch (error) {
    if (error instanceof AcquirerError) throw new ProxyHttpError(409, error.code, error.messageKey, error.message);
    throw error;
  }
  next ??= closedSnapshot(session);
  const stored = await applySnapshot(ctx, session.id, next, { closingAfterFailure: true });
  return stored?.snapshot ?? next;
}

async function cancelAtAcquirer(
  ctx: ProxyContext,
  session: SessionRecord,
  attempt: NonNullable<ReturnType<typeof currentAttempt>>,
): Promise<StatusSnapshot | undefined> {
  if (session.kind === 'order') {
    const data = await ctx.acquirer.orderCancel({ paymentRequestId: attempt.requestId, merchantInfo: ctx.merchantInfo });
    return snapshotOf(session, attempt.n, { kind: 'order', orderStatus: data.orderStatus });
  }
  const state = await inquireAttempt(ctx, session, attempt);
  if (state.kind === 'subscription' && state.subscriptionStatus === 'ACTIVE') {
    const data = await ctx.acquirer.subscriptionCancel({ subscriptionRequest: attempt.requestId });
    return snapshotOf(session, attempt.n, { kind: 'subscription', subscriptionStatus: data.subscriptionStatus });
  }
  const current = snapshotOf(session, attempt.n, state);
  // Already final at the acquirer (paid, closed…): that is the answer, not a cancel.
  return isFinalCashierStatus(current.status) ? current : undefined;
}

function closedSnapshot(session: SessionRecord): StatusSnapshot {
  const snapshot: StatusSnapshot = {
    status: 'cancelled',
    attempt: session.snapshot.attempt,
    updatedAt: new Date().toISOString(),
  };
  if (session.snapshot.acquirerStatus) snapshot.acquirerStatus = session.snapshot.acquirerStatus;
  if (session.redirects.cancel) snapshot.redirectUrl = session.redirects.cancel;
  return snapshot;
}
