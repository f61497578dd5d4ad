/**
 * What the merchant's own server hears when a session settles: the `onResult` option.
 * The browser's acq-success is for the shopper's screen; fulfilment (ship the order,
 * grant the plan) must not trust it. The proxy calls onResult once per settled status,
 * confirmed by inquiry, from whichever process stored it.
 */
import type { StatusSnapshot } from '../core/api/cashier.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import { runInBackground } from './background.js';
import type { ProxyContext } from './proxy-context.js';
import type { SessionResult } from './result-listener.js';
import { currentAttempt, type SessionRecord } from './session.js';

/** Tells the merchant's listener, after the answer, when a status change settled the session. */
export function announceResult(
  ctx: ProxyContext,
  session: SessionRecord,
  previous: StatusSnapshot,
  next: StatusSnapshot,
  extra: Pick<SessionResult, 'refunded'> = {},
): void {
  if (!ctx.options.onResult || !isFinalCashierStatus(next.status)) return;
  if (previous.status === next.status && previous.attempt === next.attempt && previous.result?.code === next.result?.code) return;
  announce(ctx, session, next, extra);
}

/** Calls the listener, after the answer, with no check: the caller has made sure this is the one time. */
export function announce(ctx: ProxyContext, session: SessionRecord, snapshot: StatusSnapshot, extra: Pick<SessionResult, 'refunded'> = {}): void {
  const listener = ctx.options.onResult;
  if (!listener) return;
  runInBackground(ctx, 'onResult', () => Promise.resolve(listener({ ...resultOf(session, snapshot), ...extra })));
}

function resultOf(session: SessionRecord, snapshot: StatusSnapshot): SessionResult {
  const attempt = session.attempts.find((a) => a.n === snapshot.attempt) ?? currentAttempt(session);
  const body = session.request.body as { merchantOrderId?: string; merchantSubscriptionId?: string };
  const result: SessionResult = { sessionId: session.id, kind: session.kind, status: snapshot.status, attempt: snapshot.attempt };
  if (snapshot.acquirerStatus) result.acquirerStatus = snapshot.acquirerStatus;
  const reference = body.merchantOrderId ?? body.merchantSubscriptionId;
  if (reference) result.merchantReference = reference;
  if (attempt) result.requestId = attempt.requestId;
  if (attempt?.acquiringOrderId) result.acquiringOrderId = attempt.acquiringOrderId;
  if (attempt?.subscriptionId) result.subscriptionId = attempt.subscriptionId;
  if (snapshot.result) result.result = snapshot.result;
  return result;
}
