/**
 * What the merchant's own server hears when a session settles: the `onResult` option.
 * The browser's acq-success is for the shopper's screen; fulfilment (ship the order,
 * grant the plan) must not trust it. The proxy calls onResult once per settled status,
 * confirmed by inquiry, from whichever process stored it.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { runInBackground } from '../log/background.js';
import type { ProxyContext } from '../proxy-context.js';
import type { SessionResult } from './result-listener.js';
import { clearPending } from '../session/pending-sessions.js';
import { attemptNumbered, currentAttempt, retentionTtlMs, sessionKey, type SessionRecord } from '../session/session.js';

/** Whether moving from previous to next is news for onResult: a settled status not told yet. */
export function isResultNews(ctx: ProxyContext, previous: StatusSnapshot, next: StatusSnapshot): boolean {
  if (!ctx.options.onResult || !isFinalCashierStatus(next.status)) return false;
  return !(previous.status === next.status && previous.attempt === next.attempt && previous.result?.code === next.result?.code);
}

/** Tells the merchant's listener, after the answer, when a status change settled the session. */
export function announceResult(ctx: ProxyContext, session: SessionRecord, previous: StatusSnapshot, next: StatusSnapshot): void {
  if (isResultNews(ctx, previous, next)) announce(ctx, session, next);
}

/**
 * Calls the listener, after the answer, with no check: the caller has made sure this is
 * the one time. Once it returns, the session's resultDue for it is cleared; a listener
 * that throws is logged and told again at the next start.
 */
export function announce(ctx: ProxyContext, session: SessionRecord, snapshot: StatusSnapshot, extra: Pick<SessionResult, 'refunded'> = {}): void {
  const listener = ctx.options.onResult;
  if (!listener) return;
  runInBackground(ctx, 'onResult', async () => {
    await listener({ ...resultOf(session, snapshot), ...extra });
    await resultTold(ctx, session.id, snapshot);
  });
}

/** Tells again what a crash left untold (see SessionRecord.resultDue). */
export function retellDue(ctx: ProxyContext, session: SessionRecord): void {
  const due = session.resultDue;
  if (due) announce(ctx, session, due.snapshot, due.refunded === undefined ? {} : { refunded: due.refunded });
}

async function resultTold(ctx: ProxyContext, sessionId: string, snapshot: StatusSnapshot): Promise<void> {
  const same = (due: StatusSnapshot | undefined) => due?.attempt === snapshot.attempt && due.status === snapshot.status && due.updatedAt === snapshot.updatedAt;
  const stored = await ctx.records.update<SessionRecord>(
    sessionKey(sessionId),
    (s) => {
      if (!same(s.resultDue?.snapshot)) return undefined;
      const { resultDue: _told, ...rest } = s;
      return rest;
    },
    (s) => retentionTtlMs(s),
  );
  if (stored && !stored.resultDue && !stored.unresolved && isFinalCashierStatus(stored.snapshot.status)) await clearPending(ctx.store, ctx.records, sessionId);
}

function resultOf(session: SessionRecord, snapshot: StatusSnapshot): SessionResult {
  const attempt = snapshot.attempt > 0 ? attemptNumbered(session, snapshot.attempt) : currentAttempt(session);
  const body = session.request.body as { merchantOrderId?: string; merchantSubscriptionId?: string; originSubscriptionRequest?: string };
  const result: SessionResult = { sessionId: session.id, kind: session.kind, status: snapshot.status, attempt: snapshot.attempt };
  if (snapshot.acquirerStatus) result.acquirerStatus = snapshot.acquirerStatus;
  const reference = body.merchantOrderId ?? body.merchantSubscriptionId;
  if (reference) result.merchantReference = reference;
  if (attempt) result.requestId = attempt.requestId;
  if (attempt && session.kind !== 'order') result.subscriptionRequest = attempt.requestId;
  if (attempt?.acquiringOrderId) result.acquiringOrderId = attempt.acquiringOrderId;
  if (attempt?.subscriptionId) result.subscriptionId = attempt.subscriptionId;
  if (body.originSubscriptionRequest) result.originSubscriptionRequest = body.originSubscriptionRequest;
  if (snapshot.result) result.result = snapshot.result;
  return result;
}
