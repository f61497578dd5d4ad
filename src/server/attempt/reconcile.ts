import { isFinalCashierStatus } from '../../core/api/status.js';
import { refreshStatus } from './attempt-resolve.js';
import { describeError } from '../log/background.js';
import { clearPending, pendingSessionIds } from '../session/pending-sessions.js';
import type { ProxyContext } from '../proxy-context.js';
import { retellDue } from '../results/session-result.js';
import { sessionKey, type SessionRecord } from '../session/session.js';

/**
 * Asks the acquirer about every session still waiting for its word (see
 * pending-sessions.ts), at most `limit` of them, `concurrency` at a time, so that a
 * start-up after a crash neither loses a result nor floods the acquirer.
 */
export async function reconcilePending(ctx: ProxyContext, { limit = 500, concurrency = 2 } = {}): Promise<number> {
  const ids = await pendingSessionIds(ctx.records, limit);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      await reconcileOne(ctx, id).catch((error: unknown) =>
        ctx.log({ level: 'warn', msg: 'reconcile failed; asked again at the next sweep, start or status poll', sessionId: id, error: describeError(error) }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  if (ids.length > 0) ctx.log({ level: 'info', msg: 'reconciled pending sessions', count: ids.length });
  return ids.length;
}

async function reconcileOne(ctx: ProxyContext, id: string): Promise<void> {
  const session = await ctx.records.read<SessionRecord>(sessionKey(id));
  if (session?.resultDue) retellDue(ctx, session);
  if (!session || (isFinalCashierStatus(session.snapshot.status) && !session.unresolved)) {
    // A result still to tell clears the entry once told.
    if (!session?.resultDue) await clearPending(ctx.store, ctx.records, id);
    return;
  }
  await refreshStatus(ctx, session);
}

/**
 * Sweeps the pending sessions every `everyMs`, one process at a time (a store lease as
 * long as the interval): callbacks that never arrive no longer leave a paid session
 * untold until the next start. Answers the stop.
 */
export function reconcileEvery(ctx: ProxyContext, everyMs: number, sweep: () => void): () => void {
  if (!Number.isFinite(everyMs) || everyMs <= 0) return () => undefined;
  const timer = setInterval(() => {
    void ctx.store.setIfAbsent(SWEEP_LEASE, '1', Math.max(1, everyMs - 100)).then(
      (mine) => mine && sweep(),
      () => undefined,
    );
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

const SWEEP_LEASE = 'reconcile:sweep';
