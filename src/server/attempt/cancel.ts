import type { StatusSnapshot } from '../../core/api/cashier.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { AcquirerConflictError, AcquirerError, ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { oneCancelAtATime } from '../store/one-cancel.js';
import { inquireAttempt } from './inquiry.js';
import { applySnapshot } from './ledger.js';
import { acquirerStateOf, snapshotOf } from './snapshot.js';

/**
 * `POST sessions/:id/cancel`, the shopper's cancel. Before any payment it just closes the
 * session; an order in progress (or one whose create answer was lost) is cancelled at
 * the acquirer; a subscription only while ACTIVE (the spec's rule) — one still waiting
 * for authorization is closed here. An approval that lands after the close is given
 * back (late-approval.ts).
 *
 * One cancel per session at a time, on any process: the one that claims the session
 * (store/one-cancel.ts) reaches the acquirer, and the cancels that come meanwhile (a
 * double click, a client hammering the route) wait and answer its outcome; one that comes
 * after finds the session closed (409 session_closed) or, after a failure, tries again.
 */
export async function cancelSession(ctx: ProxyContext, loaded: SessionRecord): Promise<StatusSnapshot> {
  assertOpen(loaded);
  return withSessionCancelClaim(ctx, loaded.id, () => cancelOnce(ctx, loaded));
}

/**
 * Runs work that ends a session's attempt at the acquirer (the shopper's cancel, another
 * session's replacement of it: replace-attempt.ts) under the session's cancel claim, so
 * that on any process one such work runs at a time and the others answer its snapshot.
 */
export function withSessionCancelClaim(ctx: ProxyContext, sessionId: string, work: () => Promise<StatusSnapshot>): Promise<StatusSnapshot> {
  // An order cancel, an inquiry and a subscription's cancel.
  return oneCancelAtATime(ctx.store, ctx.options, cancelKey(sessionId), work);
}

const cancelKey = (sessionId: string) => `cancel:${sessionId}`;

function assertOpen(session: SessionRecord): void {
  if (isFinalCashierStatus(session.snapshot.status) && session.snapshot.status !== 'failed') {
    throw new ProxyHttpError('session_closed', `The session is already ${session.snapshot.status}`);
  }
}

/** The cancel itself, with the session's claim held. */
async function cancelOnce(ctx: ProxyContext, loaded: SessionRecord): Promise<StatusSnapshot> {
  // Read again: a pay call may have sent an attempt (or an earlier cancel closed it) since the route loaded the session.
  const session = (await ctx.records.read<SessionRecord>(sessionKey(loaded.id))) ?? loaded;
  assertOpen(session);
  const attempt = session.unresolved ?? (session.snapshot.status !== 'failed' ? currentAttempt(session) : undefined);
  const next = (attempt ? await cancelAtAcquirer(ctx, session, attempt) : undefined) ?? closedSnapshot(session, attempt);
  const stored = await applySnapshot(ctx, session.id, next, { closingAfterFailure: true });
  return stored?.snapshot ?? next;
}

/**
 * The acquirer's state after the cancel, or undefined when it holds nothing to cancel (the
 * session just closes). A business refusal reaches the widget as a 409 with its code.
 */
export async function cancelAtAcquirer(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<StatusSnapshot | undefined> {
  try {
    return await acquirerStateAfterCancel(ctx, session, attempt);
  } catch (error) {
    if (error instanceof AcquirerError) throw new AcquirerConflictError(error);
    throw error;
  }
}

async function acquirerStateAfterCancel(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<StatusSnapshot | undefined> {
  if (session.kind === 'order') {
    try {
      const data = await ctx.acquirer.orderCancel({ paymentRequestId: attempt.requestId, merchantInfo: ctx.merchantInfo });
      return snapshotOf(session, attempt.n, acquirerStateOf(data));
    } catch (error) {
      if (!(error instanceof AcquirerError)) throw error;
      if (error.code === ErrorCode.NotFound) return undefined;
      // Already settled (paid before the cancel arrived, closed, cancelled by an earlier
      // try whose answer was lost): the acquirer's state is the answer.
      if (error.code !== ErrorCode.StateNotAllowed) throw error;
    }
  }
  let current: StatusSnapshot;
  try {
    const state = await inquireAttempt(ctx, session, attempt);
    if (state.kind === 'subscription' && state.subscriptionStatus === 'ACTIVE') {
      const data = await ctx.acquirer.subscriptionCancel({ subscriptionRequest: attempt.requestId });
      return snapshotOf(session, attempt.n, acquirerStateOf(data));
    }
    current = snapshotOf(session, attempt.n, state);
  } catch (error) {
    if (error instanceof AcquirerError && error.code === ErrorCode.NotFound) return undefined;
    throw error;
  }
  // Already final at the acquirer (paid, closed…): that is the answer, not a cancel.
  return isFinalCashierStatus(current.status) ? current : undefined;
}

/** Closed here, on the attempt the acquirer may still settle: its approval then counts as after the cancel. */
export function closedSnapshot(session: SessionRecord, attempt: AttemptRecord | undefined): StatusSnapshot {
  const snapshot: StatusSnapshot = {
    status: 'cancelled',
    attempt: Math.max(session.snapshot.attempt, attempt?.n ?? 0),
    updatedAt: new Date().toISOString(),
  };
  if (session.snapshot.acquirerStatus) snapshot.acquirerStatus = session.snapshot.acquirerStatus;
  if (session.redirects.cancel) snapshot.redirectUrl = session.redirects.cancel;
  return snapshot;
}
