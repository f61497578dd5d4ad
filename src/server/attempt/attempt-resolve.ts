/**
 * An attempt whose create request left the proxy without a definite answer (timeout,
 * reset, 5xx, garbage, a reused-key refusal) may exist at the acquirer. Before anything
 * else happens to it — a retry, a status poll, a cancel, a restart — the proxy asks the
 * acquirer by the attempt's request id, and the session follows what it holds.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { AcquirerError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { inquireAttempt } from './inquiry.js';
import { mayInquire } from './inquiry-budget.js';
import { applySnapshot, recordState } from './ledger.js';
import { snapshotOf, type AcquirerState } from './snapshot.js';

/**
 * Asks the acquirer about an attempt by its request id and records what it holds.
 * Answers the snapshot, or undefined when the acquirer definitely has no such object.
 */
export async function settleByInquiry(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<StatusSnapshot | undefined> {
  let state: AcquirerState;
  try {
    state = await inquireAttempt(ctx, session, attempt);
  } catch (error) {
    if (error instanceof AcquirerError && error.code === ErrorCode.NotFound) return undefined;
    throw error;
  }
  return recordState(ctx, session, attempt, state);
}

/**
 * The session, with an attempt sent but unsettled settled first when the acquirer can be
 * asked (the view opens on the truth), within the session's inquiry budget.
 */
export async function withUnresolvedSettled(ctx: ProxyContext, session: SessionRecord): Promise<SessionRecord> {
  if (!session.unresolved || !(await mayInquire(ctx, session.id))) return session;
  const settled = await settleByInquiry(ctx, session, session.unresolved).catch(() => undefined);
  if (!settled) return session;
  return (await ctx.records.read<SessionRecord>(sessionKey(session.id))) ?? session;
}

/** Whether the acquirer knows more than the stored snapshot: an attempt unsettled or not final yet. */
function awaitsAcquirer(session: SessionRecord): boolean {
  if (session.unresolved) return true;
  const attempt = currentAttempt(session);
  return attempt !== undefined && !(isFinalCashierStatus(session.snapshot.status) && session.snapshot.attempt === attempt.n);
}

/** Inquiry → snapshot → stored and published when it moved. Answers the session's snapshot after. */
export async function refreshStatus(ctx: ProxyContext, session: SessionRecord): Promise<StatusSnapshot> {
  if (session.unresolved) return (await settleByInquiry(ctx, session, session.unresolved)) ?? session.snapshot;
  const attempt = currentAttempt(session);
  if (!attempt || !awaitsAcquirer(session)) return session.snapshot;
  const state = await inquireAttempt(ctx, session, attempt);
  const stored = await applySnapshot(ctx, session.id, snapshotOf(session, attempt.n, state));
  return stored?.snapshot ?? session.snapshot;
}

/**
 * refreshStatus on a browser's behalf (`GET status`, a stream's heartbeat): the
 * acquirer is asked only within the session's inquiry budget (mayInquire); otherwise
 * the stored snapshot answers, which a callback or another reader keeps current.
 */
export async function refreshStatusWithin(ctx: ProxyContext, session: SessionRecord): Promise<StatusSnapshot> {
  if (!awaitsAcquirer(session) || !(await mayInquire(ctx, session.id))) return session.snapshot;
  return refreshStatus(ctx, session);
}

/**
 * What an event stream reads at its start and on each heartbeat: the stored snapshot
 * first, then, while the session waits on the acquirer, the acquirer's own word within
 * the session's inquiry budget. A callback that never arrives then costs the shopper a
 * heartbeat, not the acquirer's retry delay (a minute or more). Undefined once the
 * session is gone.
 */
export function streamSnapshotReader(ctx: ProxyContext, sessionId: string): () => Promise<StatusSnapshot | undefined> {
  let first = true;
  return async () => {
    const session = await ctx.records.read<SessionRecord>(sessionKey(sessionId));
    if (!session) return undefined;
    if (first) {
      first = false;
      return session.snapshot;
    }
    return refreshStatusWithin(ctx, session).catch(() => session.snapshot);
  };
}
