/**
 * What the merchant's own server hears when a session settles: the `onResult` option.
 * The browser's acq-success is for the shopper's screen; fulfilment (ship the order,
 * grant the plan) must not trust it. The proxy calls onResult once per settled status,
 * confirmed by inquiry, from whichever process stored it.
 */
import type { SessionKind, StatusSnapshot } from '../core/api/cashier.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import { runInBackground, type ProxyContext } from './proxy-context.js';
import { currentAttempt, type SessionRecord } from './session.js';

export interface SessionResult {
  sessionId: string;
  kind: SessionKind;
  /** succeeded, failed (the shopper may still try again), expired or cancelled. */
  status: StatusSnapshot['status'];
  attempt: number;
  /** The acquirer's own word (PAY_SUCCESS, ACTIVE, ORDER_CLOSE…), when known. */
  acquirerStatus?: string;
  /** The merchant's ids: merchantOrderId or merchantSubscriptionId. */
  merchantReference?: string;
  /** The attempt's acquirer request id (paymentRequestId or subscriptionRequest). */
  requestId?: string;
  acquiringOrderId?: string;
  subscriptionId?: string;
  result?: StatusSnapshot['result'];
}

export type ResultListener = (result: SessionResult) => void | Promise<void>;

/** Tells the merchant's listener, after the answer, when a status change settled the session. */
export function announceResult(ctx: ProxyContext, session: SessionRecord, previous: StatusSnapshot, next: StatusSnapshot): void {
  const listener = ctx.options.onResult;
  if (!listener || !isFinalCashierStatus(next.status)) return;
  if (previous.status === next.status && previous.attempt === next.attempt && previous.result?.code === next.result?.code) return;
  runInBackground(ctx, 'onResult', () => Promise.resolve(listener(resultOf(session, next))));
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
