import { CallbackPayload } from '../core/api/callbacks.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import { parseBoundedJson } from '../core/json/bounded-json.js';
import { verifyCallbackSignature } from './callback-signature.js';
import { describeError, runInBackground, type ProxyContext } from './proxy-context.js';
import { requestIndexKey, sessionKey, type AttemptRecord, type SessionRecord } from './session.js';
import { announceResult } from './session-result.js';
import { applySnapshot, inquireAttempt, snapshotOf, type AcquirerState } from './status-sync.js';

/** How long a notifyId is remembered: beyond the acquirer's 24 h retry window. */
const NOTIFY_MEMORY_MS = 3 * 86_400_000;

export interface NotifyAnswer {
  status: number;
  body: { result: 'success' | 'failed' };
}

/**
 * `POST notify`: verifies the signature over the raw body (401 and nothing changes
 * when it fails), acknowledges at once, and applies the callback after the answer,
 * once per notifyId.
 */
export async function receiveCallback(ctx: ProxyContext, rawBody: string, signature: string | null): Promise<NotifyAnswer> {
  const check = verifyCallbackSignature(signature, rawBody, ctx.options.webhookSecret);
  if (!check.ok) {
    ctx.log({ level: 'warn', msg: 'callback refused', reason: check.reason });
    return { status: 401, body: { result: 'failed' } };
  }
  const parsed = CallbackPayload.safeParse(safeJson(rawBody));
  if (!parsed.success) {
    ctx.log({ level: 'warn', msg: 'callback refused', reason: 'unreadable payload' });
    return { status: 400, body: { result: 'failed' } };
  }
  const payload = parsed.data;
  if (!(await ctx.store.setIfAbsent(`notify:${payload.notifyId}`, '1', NOTIFY_MEMORY_MS))) {
    ctx.log({ level: 'info', msg: 'callback duplicate', notifyId: payload.notifyId });
    return { status: 200, body: { result: 'success' } };
  }
  runInBackground(ctx, 'callback', () => applyCallback(ctx, payload));
  return { status: 200, body: { result: 'success' } };
}

function callbackTarget(payload: CallbackPayload): { requestId: string; state: AcquirerState } | undefined {
  switch (payload.notifyType) {
    case 'ORDER_RESULT': {
      const d = payload.data;
      return {
        requestId: d.paymentRequestId,
        state: { kind: 'order', orderStatus: d.orderStatus, orderAction: d.orderAction, orderExpiredAt: d.orderExpiredAt, failedReason: d.orderFailedReason },
      };
    }
    case 'SUBSCRIPTION_RESULT':
    case 'SUBSCRIPTION_PAYMENT':
    case 'SUBSCRIPTION_CHANGE_RESULT': {
      const d = payload.data;
      if (!d.subscriptionRequest) return undefined;
      return {
        requestId: d.subscriptionRequest,
        state: { kind: 'subscription', subscriptionStatus: d.subscriptionStatus, subscriptionAction: d.subscriptionAction, failedReason: d.failedReason },
      };
    }
    default:
      // Tokenization and refund results concern the merchant's back office, not a cashier session.
      return undefined;
  }
}

async function applyCallback(ctx: ProxyContext, payload: CallbackPayload): Promise<void> {
  const target = callbackTarget(payload);
  if (!target) return;
  const sessionId = await ctx.store.get(requestIndexKey(target.requestId));
  const session = sessionId ? await ctx.records.read<SessionRecord>(sessionKey(sessionId)) : undefined;
  const attempt = session && attemptOf(session, target.requestId);
  if (!session || !attempt) {
    ctx.log({ level: 'info', msg: 'callback for no live session', notifyType: payload.notifyType });
    return;
  }
  const told = snapshotOf(session, attempt.n, target.state);
  let confirmed = told;
  try {
    // The inquiry is the source of truth: the widget hears a final state only once the acquirer confirms it.
    confirmed = snapshotOf(session, attempt.n, await inquireAttempt(ctx, session, attempt));
  } catch (error) {
    if (isFinalCashierStatus(told.status)) {
      ctx.log({ level: 'warn', msg: 'callback not confirmed; waiting for the next inquiry', error: describeError(error) });
      return;
    }
  }
  if (session.kind !== 'order' && session.snapshot.status === 'cancelled' && confirmed.status === 'succeeded') {
    await cancelAuthorizedAfterCancel(ctx, session, attempt);
    return;
  }
  await applySnapshot(ctx, session.id, confirmed);
}

/**
 * The shopper cancelled while the acquirer's authorization page was still open (a
 * subscription can only be cancelled at the acquirer once ACTIVE), then approved there.
 * The session stays cancelled, as the shopper last said: the subscription is cancelled at
 * the acquirer before a second period is billed, and the merchant hears of the first
 * payment through onResult, to refund it.
 */
async function cancelAuthorizedAfterCancel(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<void> {
  const data = await ctx.acquirer.subscriptionCancel({ subscriptionRequest: attempt.requestId });
  ctx.log({ level: 'warn', msg: 'subscription authorized after the shopper cancelled; cancelled at the acquirer', sessionId: session.id });
  announceResult(ctx, session, session.snapshot, {
    ...session.snapshot,
    status: 'cancelled',
    acquirerStatus: data.subscriptionStatus,
    updatedAt: new Date().toISOString(),
    result: {
      code: 'authorized_after_cancel',
      messageKey: 'error.generic',
      message: 'Authorized after the shopper cancelled: cancelled at the acquirer; its first payment may need a refund',
    },
  });
}

/**
 * The attempt a request id belongs to. A callback may overtake the create answer (a
 * token payment settles at once), so an attempt not yet recorded is read from the id.
 */
function attemptOf(session: SessionRecord, requestId: string): AttemptRecord | undefined {
  const known = session.attempts.find((a) => a.requestId === requestId);
  if (known) return known;
  const match = requestId.startsWith(`${session.requestKey}-`) ? /^(\d+)$/.exec(requestId.slice(session.requestKey.length + 1)) : null;
  return match ? { n: Number(match[1]), requestId, payMethodType: '' } : undefined;
}

/** The payload, or undefined when it is not JSON or nests too deep to walk safely. */
function safeJson(text: string): unknown {
  const parsed = parseBoundedJson(text);
  return parsed.ok ? parsed.value : undefined;
}
