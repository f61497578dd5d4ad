import { ProxyHttpError } from '../errors.js';
import { cancelAtAcquirer } from './cancel.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, type SessionRecord } from '../session/session.js';
import { applySnapshot } from './ledger.js';

/**
 * Whether attempt `next` may replace the current one although it has not failed: an order
 * whose attempt waits on the shopper at the acquirer's page (the shopper came back
 * unpaid and chose another method). A subscription waiting for authorization cannot be
 * cancelled at the acquirer (only ACTIVE ones can), so it is never replaced.
 */
export function isReplaceableAttempt(session: SessionRecord, next: number): boolean {
  const current = currentAttempt(session);
  return session.kind === 'order' && session.snapshot.status === 'action_required' && current !== undefined && current.n < next;
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
