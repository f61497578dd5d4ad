/**
 * The attempt's ledger: the writes that carry an attempt's progress onto the session
 * record — noted unresolved before its create leaves, recorded with its first snapshot
 * in one write, a snapshot applied only when it supersedes the stored one. Each is one
 * conditional update of the record (ctx.records.update), which is what keeps them safe
 * across processes. What a snapshot says is computed in snapshot.ts, without I/O.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { announceResult, isResultNews } from '../results/session-result.js';
import { publishStatus } from '../results/status-events.js';
import { followPaidChange } from '../session/manage-follow.js';
import { clearPending, markPending } from '../session/pending-sessions.js';
import { attemptNumbered, retentionTtlMs, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { settleApprovedAfterCancel } from './late-approval.js';
import { forgetTokensOf } from './saved-cards.js';
import { appliedSnapshot, snapshotOf, withAttemptMethod, withIds, type AcquirerState } from './snapshot.js';

const PENDING = 'pending';
/** A pay call's key for one attempt: its claim while a call works on it, then its answer. */
export const payKey = (sessionId: string, attempt: number) => `pay:${sessionId}:${attempt}`;

/** The attempt's stored pay answer; PENDING while a call holds its claim; undefined when free. */
export async function storedPayAnswer(ctx: ProxyContext, sessionId: string, attempt: number): Promise<StatusSnapshot | typeof PENDING | undefined> {
  const value = await ctx.store.get(payKey(sessionId, attempt));
  return value === undefined || value === PENDING ? value : (JSON.parse(value) as StatusSnapshot);
}

/** One call's hold on an attempt: it alone creates the attempt's acquirer object. */
export interface AttemptClaim {
  /** Stores the answer: every later call for the attempt replays it. */
  answer(snapshot: StatusSnapshot): Promise<void>;
  /** Frees the attempt (unknown outcome, refused choice): the same attempt may be sent again (same request id). */
  free(): Promise<void>;
  /** Stops renewing the claim: once the work is over, whatever its end. */
  end(): void;
}

/** Claims the attempt for this call; undefined when another call holds it. */
export async function claimAttempt(ctx: ProxyContext, session: SessionRecord, attempt: number): Promise<AttemptClaim | undefined> {
  const key = payKey(session.id, attempt);
  const ttl = retentionTtlMs(session);
  // The claim lives one acquirer timeout and its holder renews it while it works: a
  // crashed holder frees the attempt within seconds, and the next call carries it on.
  // Safe, since the attempt's bytes are fixed and the acquirer de-duplicates on its id.
  const claimMs = Math.min(ttl, ctx.options.timeoutMs + 1_000);
  if (!(await ctx.store.setIfAbsent(key, PENDING, claimMs))) return undefined;
  const renew = setInterval(() => void ctx.store.compareAndSet(key, PENDING, PENDING, claimMs).catch(() => undefined), claimMs / 3);
  return {
    answer: (snapshot) => ctx.store.set(key, JSON.stringify(snapshot), ttl),
    free: () => ctx.store.delete(key),
    end: () => clearInterval(renew),
  };
}

/**
 * Notes on the session, before the create request leaves, that the attempt may exist
 * at the acquirer; and lists the session for reconciliation after a restart. Refused
 * when the session closed meanwhile (a cancel won the race).
 */
export async function markUnresolved(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<void> {
  const stored = await ctx.records.update<SessionRecord>(
    sessionKey(session.id),
    (s) => {
      if (isFinalCashierStatus(s.snapshot.status) && s.snapshot.status !== 'failed') {
        throw new ProxyHttpError('session_closed', `The session is ${s.snapshot.status}`);
      }
      return s.unresolved?.n === attempt.n ? undefined : { ...s, unresolved: attempt };
    },
    (s) => retentionTtlMs(s),
  );
  if (!stored) throw new ProxyHttpError('session_not_found', 'The session has expired');
  await markPending(ctx.store, ctx.records, session.id, Date.now() + retentionTtlMs(session));
}

/** Stores the attempt with its snapshot (unless a callback already moved it further); answers the attempt's snapshot. */
export async function recordAttempt(ctx: ProxyContext, sessionId: string, attempt: AttemptRecord, snapshot: StatusSnapshot): Promise<StatusSnapshot> {
  const stored = await applySnapshot(ctx, sessionId, withAttemptMethod(snapshot, attempt), { record: attempt });
  if (!stored) throw new ProxyHttpError('session_not_found', 'The session has expired');
  return stored.snapshot.attempt === attempt.n ? stored.snapshot : snapshot;
}

/** Records the attempt as the acquirer holds it (a create answer or an inquiry): its ids and the snapshot of its state. */
export function recordState(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord, state: AcquirerState): Promise<StatusSnapshot> {
  return recordAttempt(ctx, session.id, withIds(attempt, state), snapshotOf(session, attempt.n, state));
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
      const applied = appliedSnapshot(session, next, options, isResultNews(ctx, session.snapshot, next));
      ({ changed, approvedAfterCancel } = applied);
      return applied.write;
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
  // A paid plan change made from a subscription page: the page now names the new subscription.
  // Not only when changed: a callback retried after a failure above carries it through (idempotent).
  if (stored?.kind === 'subscription-change' && stored.snapshot.status === 'succeeded') await followPaidChange(ctx, stored);
  return stored;
}
