import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { allowOnly } from '../http/allowed-methods.js';
import type { ProxyEnv } from '../http/env.js';
import { CallbackPayload } from '../../core/api/callbacks.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { parseBoundedJson } from '../../core/json/bounded-json.js';
import { verifyCallbackSignature } from '../acquirer/callback-signature.js';
import { describeError, runInBackground } from '../log/background.js';
import { createCallbackRefusals, type CallbackRefusals } from './callback-refusals.js';
import type { ProxyContext } from '../proxy-context.js';
import { publishManageViews } from '../results/manage-events.js';
import { attemptByRequestId, attemptNumbered, requestIndexKey, sessionKey, type AttemptRecord, type SessionRecord } from '../session/session.js';
import { inquireAttempt } from '../attempt/inquiry.js';
import { applySnapshot } from '../attempt/ledger.js';
import { snapshotOf, withIds, type AcquirerState } from '../attempt/snapshot.js';

/** How long a notifyId is remembered: beyond the acquirer's 24 h retry window. */
const NOTIFY_MEMORY_MS = 3 * 86_400_000;

export interface NotifyAnswer {
  status: number;
  body: { result: 'success' | 'failed' };
}

const notifyKey = (notifyId: string) => `notify:${notifyId}`;
const APPLYING = 'applying';
const APPLIED = '1';

/**
 * `POST notify`: verifies the signature over the raw body (401 and nothing changes
 * when it fails), applies the callback, and only then acknowledges it: a crash or a
 * failure while applying (the store, the confirming inquiry) answers `failed`, so the
 * acquirer sends it again (for up to 24 h). Applying is idempotent, so a duplicate that
 * arrives meanwhile is harmless; one applied already is acknowledged at once.
 */
export async function receiveCallback(ctx: ProxyContext, rawBody: string, signature: string | null, refusals?: CallbackRefusals): Promise<NotifyAnswer> {
  const check = verifyCallbackSignature(signature, rawBody, ctx.options.webhookSecret);
  if (!check.ok) {
    ctx.log({ level: 'warn', msg: 'callback refused', reason: check.reason });
    if ((check.reason === 'mismatch' || check.reason === 'stale') && refusals && (await namesOwnRequest(ctx, rawBody))) refusals.refused(check.reason);
    return { status: 401, body: { result: 'failed' } };
  }
  refusals?.accepted();
  const parsed = CallbackPayload.safeParse(safeJson(rawBody));
  if (!parsed.success) {
    ctx.log({ level: 'warn', msg: 'callback refused', reason: 'unreadable payload' });
    return { status: 400, body: { result: 'failed' } };
  }
  const payload = parsed.data;
  try {
    if (!(await applyOnce(ctx, payload))) return { status: 503, body: { result: 'failed' } };
  } catch (error) {
    ctx.log({ level: 'warn', msg: 'callback not applied; the acquirer will send it again', notifyId: payload.notifyId, error: describeError(error) });
    return { status: 503, body: { result: 'failed' } };
  }
  return { status: 200, body: { result: 'success' } };
}

/**
 * Applies a callback once per notifyId: a short claim (it frees itself if this process
 * dies while applying) keeps concurrent duplicates from applying it again; they wait for
 * the outcome. Answers true once it is applied, false when another holder did not
 * finish in time (the acquirer sends it again).
 */
async function applyOnce(ctx: ProxyContext, payload: CallbackPayload): Promise<boolean> {
  const key = notifyKey(payload.notifyId);
  const claimMs = ctx.options.timeoutMs * (ctx.options.retries + 1) + 5_000;
  if (!(await ctx.store.setIfAbsent(key, APPLYING, claimMs))) {
    ctx.log({ level: 'info', msg: 'callback duplicate', notifyId: payload.notifyId });
    return waitForApplied(ctx, key, claimMs);
  }
  try {
    await applyCallback(ctx, payload);
  } catch (error) {
    await ctx.store.delete(key);
    throw error;
  } finally {
    // After applying: a paid plan change has moved its page to the new subscription by then.
    tellManagePages(ctx, payload);
  }
  await ctx.store.set(key, APPLIED, NOTIFY_MEMORY_MS);
  return true;
}

async function waitForApplied(ctx: ProxyContext, key: string, claimMs: number): Promise<boolean> {
  const deadline = Date.now() + claimMs;
  for (let value = await ctx.store.get(key); Date.now() < deadline; value = await ctx.store.get(key)) {
    if (value === APPLIED) return true;
    if (value === undefined) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/**
 * The callback's word, read apart from acquirerStateOf on purpose: it is unconfirmed, so
 * it carries no acquirer ids nor product info into the session (the inquiry's do).
 */
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
    ctx.log({ level: 'info', msg: 'callback for no known session', notifyType: payload.notifyType });
    return;
  }
  const told = snapshotOf(session, attempt.n, target.state);
  let state = target.state;
  try {
    // The inquiry is the source of truth: the widget hears a final state only once the acquirer confirms it.
    state = await inquireAttempt(ctx, session, attempt);
  } catch (error) {
    // Unconfirmed and final: not applied, so not acknowledged; the acquirer sends it again.
    if (isFinalCashierStatus(told.status)) throw error;
  }
  // A sent attempt whose answer was lost is settled by its callback as by an inquiry.
  const record = session.unresolved?.requestId === attempt.requestId ? { record: withIds(attempt, state) } : {};
  await applySnapshot(ctx, session.id, snapshotOf(session, attempt.n, state), record);
}

/**
 * The attempt a request id belongs to. A callback may overtake the create answer (a
 * token payment settles at once), so an attempt not yet recorded is read from the id.
 */
function attemptOf(session: SessionRecord, requestId: string): AttemptRecord | undefined {
  const known = attemptByRequestId(session, requestId);
  if (known) return known;
  const match = requestId.startsWith(`${session.requestKey}-`) ? /^(\d+)$/.exec(requestId.slice(session.requestKey.length + 1)) : null;
  return match ? attemptNumbered(session, Number(match[1])) : undefined;
}

/** Open subscription pages of the callback's subscription get a fresh view, after the answer. */
function tellManagePages(ctx: ProxyContext, payload: CallbackPayload): void {
  if (payload.notifyType !== 'SUBSCRIPTION_RESULT' && payload.notifyType !== 'SUBSCRIPTION_PAYMENT' && payload.notifyType !== 'SUBSCRIPTION_CHANGE_RESULT') return;
  const subscriptionId = payload.data.subscriptionId;
  if (!subscriptionId) return;
  runInBackground(ctx, 'manage views', () => publishManageViews(ctx, subscriptionId));
}

/**
 * Whether a refused callback names a payment or subscription request this proxy sent:
 * only then does its refusal say the merchant's configuration is wrong (webhookSecret,
 * the clock). A well-formed signature header is anyone's to forge; our request ids
 * (random per session, never sent to the browser) only the acquirer knows: so a
 * stranger's forgeries cannot raise the error line or the readiness warning. Read loosely,
 * not through CallbackPayload: a genuine callback in another version's shape still counts.
 */
async function namesOwnRequest(ctx: ProxyContext, rawBody: string): Promise<boolean> {
  const data = (safeJson(rawBody) as { data?: { paymentRequestId?: unknown; subscriptionRequest?: unknown } } | null | undefined)?.data;
  const requestId = data?.paymentRequestId ?? data?.subscriptionRequest;
  return typeof requestId === 'string' && requestId.length <= 128 && (await ctx.store.get(requestIndexKey(requestId))) !== undefined;
}

/** The payload, or undefined when it is not JSON or nests too deep to walk safely. */
function safeJson(text: string): unknown {
  const parsed = parseBoundedJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/** Inferred: callbacks carry a whole inquiry record; 256 KB is ample. */
const NOTIFY_BODY_LIMIT = 256 * 1024;

/**
 * `POST /notify`, mounted apart from the widget routes: no CORS, its own body limit, the
 * raw body for the signature. Refused signed callbacks are told to `refusals` (readiness).
 */
export function notifyRoutes(ctx: ProxyContext, refusals: CallbackRefusals = createCallbackRefusals(ctx.log)): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  app.use('/', allowOnly('POST'));
  app.post('/', bodyLimit({ maxSize: NOTIFY_BODY_LIMIT, onError: (c) => c.json({ result: 'failed' }, 413) }), async (c) => {
    const answer = await receiveCallback(ctx, await c.req.text(), c.req.header('X-ACQ-Signature') ?? null, refusals);
    return c.json(answer.body, answer.status as 200);
  });
  return app;
}
