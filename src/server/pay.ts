import { PayRequest, type StatusSnapshot } from '../core/api/cashier.js';
import { isFinalCashierStatus } from '../core/api/status.js';
import { AcquirerError, ProxyHttpError } from './errors.js';
import { eligiblePayMethods, payMethodConfig } from './pay-methods.js';
import type { ProxyContext } from './proxy-context.js';
import { isUsableTokenOf } from './saved-cards.js';
import { remainingTtlMs, requestIndexKey, sessionKey, type AttemptRecord, type SessionRecord, type SessionRequest } from './session.js';
import { announceResult } from './session-result.js';
import { publishStatus } from './status-events.js';
import { refusedSnapshot, snapshotOf, supersedes, type AcquirerState } from './status-sync.js';

const PAY_FIELDS = new Set(Object.keys(PayRequest.shape));
const PENDING = 'pending';
const payKey = (sessionId: string, attempt: number) => `pay:${sessionId}:${attempt}`;

/** Concurrent pay calls of this process for one attempt share one promise. */
const inFlight = new Map<string, Promise<StatusSnapshot>>();

/** Reads the pay body: only the shopper's choice; anything that sets a price or an address is refused. */
export function readPayRequest(body: unknown): PayRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProxyHttpError(400, 'invalid_request', 'error.generic', 'The body must be a JSON object');
  }
  const extra = Object.keys(body).filter((key) => !PAY_FIELDS.has(key));
  if (extra.length > 0) {
    throw new ProxyHttpError(400, 'field_not_allowed', 'error.generic', `Field not accepted from the browser: ${extra.slice(0, 5).join(', ')}`);
  }
  const parsed = PayRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProxyHttpError(400, 'invalid_request', 'error.generic', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/**
 * `POST sessions/:id/pay`. One acquirer object per attempt: the attempt's request id is
 * the idempotency key, a store claim makes exactly one caller create it, and every
 * other call for that attempt replays the stored answer.
 */
export async function pay(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<StatusSnapshot> {
  const stored = await ctx.store.get(payKey(session.id, choice.attempt));
  if (stored && stored !== PENDING) return JSON.parse(stored) as StatusSnapshot;
  // Another process holds this attempt's claim: it may already have recorded the attempt
  // on the session, so the order check would wrongly call it superseded. Wait instead.
  if (stored === PENDING) return waitForAnswer(ctx, payKey(session.id, choice.attempt));
  checkAttemptOrder(session, choice.attempt);
  const local = inFlight.get(payKey(session.id, choice.attempt));
  if (local) return local;
  const work = claimAndPay(ctx, session, choice).finally(() => inFlight.delete(payKey(session.id, choice.attempt)));
  inFlight.set(payKey(session.id, choice.attempt), work);
  return work;
}

function checkAttemptOrder(session: SessionRecord, attempt: number): void {
  const last = session.attempts.length;
  if (attempt <= last) throw new ProxyHttpError(409, 'attempt_superseded', 'error.generic', `Attempt ${attempt} is over; the current attempt is ${last}`);
  if (attempt > last + 1) throw new ProxyHttpError(409, 'attempt_out_of_order', 'error.generic', `The next attempt is ${last + 1}`);
  const status = session.snapshot.status;
  if (last > 0 && status !== 'failed') {
    const code = isFinalCashierStatus(status) ? 'session_closed' : 'attempt_in_progress';
    throw new ProxyHttpError(409, code, 'error.generic', `A new attempt is allowed only after attempt ${last} failed (it is ${status})`);
  }
  if (last === 0 && isFinalCashierStatus(status)) throw new ProxyHttpError(409, 'session_closed', 'error.generic', `The session is ${status}`);
}

async function claimAndPay(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<StatusSnapshot> {
  const key = payKey(session.id, choice.attempt);
  const ttl = remainingTtlMs(session);
  // A claim outlives its longest possible acquirer call only briefly: if the store drops
  // before the answer is saved, the attempt frees itself rather than blocking the session.
  // Safe, since the acquirer de-duplicates on the attempt's request id.
  if (!(await ctx.store.setIfAbsent(key, PENDING, Math.min(ttl, claimTtlMs(ctx))))) return waitForAnswer(ctx, key);
  try {
    await checkChoice(ctx, session, choice);
    const answer = await createAtAcquirer(ctx, session, choice);
    await ctx.store.set(key, JSON.stringify(answer), ttl);
    return answer;
  } catch (error) {
    // Unknown outcome or a refused choice: the same attempt may be sent again (same request id).
    await ctx.store.delete(key);
    throw error;
  }
}

function claimTtlMs(ctx: ProxyContext): number {
  return ctx.options.timeoutMs * (ctx.options.retries + 1) + 5_000;
}

/** Another instance holds the claim: wait for its stored answer. */
async function waitForAnswer(ctx: ProxyContext, key: string): Promise<StatusSnapshot> {
  const deadline = Date.now() + claimTtlMs(ctx);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const value = await ctx.store.get(key);
    if (value === undefined) break;
    if (value !== PENDING) return JSON.parse(value) as StatusSnapshot;
  }
  throw new ProxyHttpError(503, 'attempt_pending', 'error.unavailable', 'The attempt did not finish; try the same attempt again');
}

/** The method must be one the view offers; a token must be a usable card of this shopper. */
async function checkChoice(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<void> {
  const methods = eligiblePayMethods(session, await payMethodConfig(ctx, session.amount.currency));
  const fits = methods.some((m) => m.payMethodType === choice.payMethodType && (!choice.payMethodName || m.payMethodName === choice.payMethodName));
  if (!fits) throw new ProxyHttpError(400, 'pay_method_not_allowed', 'error.generic', `Pay method ${choice.payMethodType} ${choice.payMethodName ?? ''} is not offered for this session`.trim());
  if (!choice.tokenId) return;
  const userId = session.request.body.userInfo.userId;
  const records = await ctx.acquirer.tokenizationInquiry({ merchantInfo: ctx.merchantInfo, tokenId: choice.tokenId });
  if (!records.some((r) => r.tokenId === choice.tokenId && isUsableTokenOf(r, userId))) {
    throw new ProxyHttpError(400, 'token_not_allowed', 'error.generic', 'This saved card cannot be used for this session');
  }
}

async function createAtAcquirer(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<StatusSnapshot> {
  const attempt: AttemptRecord = {
    n: choice.attempt,
    requestId: `${session.requestKey}-${choice.attempt}`,
    payMethodType: choice.payMethodType,
    ...(choice.payMethodName ? { payMethodName: choice.payMethodName } : {}),
    ...(choice.tokenId ? { tokenId: choice.tokenId } : {}),
  };
  await ctx.store.set(requestIndexKey(attempt.requestId), session.id, remainingTtlMs(session) + 86_400_000);
  let snapshot: StatusSnapshot;
  try {
    const state = await send(ctx, session.request, attempt);
    if (state.acquiringOrderId) attempt.acquiringOrderId = state.acquiringOrderId;
    if (state.subscriptionId) attempt.subscriptionId = state.subscriptionId;
    snapshot = snapshotOf(session, attempt.n, state.state);
  } catch (error) {
    if (!(error instanceof AcquirerError)) throw error;
    snapshot = refusedSnapshot(session, attempt.n, error.code, error.message);
  }
  return recordAttempt(ctx, session.id, attempt, snapshot);
}

/** Stores the attempt and its first snapshot (unless a callback already moved it further). */
async function recordAttempt(ctx: ProxyContext, sessionId: string, attempt: AttemptRecord, snapshot: StatusSnapshot): Promise<StatusSnapshot> {
  let published = false;
  let previous: StatusSnapshot | undefined;
  const stored = await ctx.records.update<SessionRecord>(
    sessionKey(sessionId),
    (s) => {
      const attempts = s.attempts.some((a) => a.n === attempt.n) ? s.attempts : [...s.attempts, attempt];
      previous = s.snapshot;
      published = supersedes(s.snapshot, snapshot);
      return { ...s, attempts, snapshot: published ? snapshot : s.snapshot };
    },
    (s) => remainingTtlMs(s),
  );
  if (!stored) throw new ProxyHttpError(404, 'session_not_found', 'error.sessionNotFound', 'The session has expired');
  if (published) {
    await publishStatus(ctx.store, sessionId, snapshot);
    announceResult(ctx, stored, previous!, snapshot);
  }
  return stored.snapshot.attempt === attempt.n ? stored.snapshot : snapshot;
}

interface Created {
  state: AcquirerState;
  acquiringOrderId?: string;
  subscriptionId?: string;
}

/** The create call of the session's kind, with the shopper's choice and this attempt's ids. */
async function send(ctx: ProxyContext, request: SessionRequest, attempt: AttemptRecord): Promise<Created> {
  const requestedAt = new Date().toISOString();
  const choice = {
    payMethodType: attempt.payMethodType,
    ...(attempt.payMethodName ? { payMethodName: attempt.payMethodName } : {}),
    ...(attempt.tokenId ? { tokenId: attempt.tokenId } : {}),
  };
  switch (request.kind) {
    case 'order': {
      const b = request.body;
      const data = await ctx.acquirer.orderCreate({ ...b, paymentRequestId: attempt.requestId, orderRequestedAt: requestedAt, paymentInfo: { ...b.paymentInfo, ...choice } });
      return { acquiringOrderId: data.acquiringOrderId, state: { kind: 'order', orderStatus: data.orderStatus, orderAction: data.orderAction, orderExpiredAt: b.orderExpiredAt } };
    }
    case 'subscription': {
      const b = request.body;
      const paymentInfo = { productName: 'SUBSCRIPTION' as const, ...b.paymentInfo, ...choice };
      const data = await ctx.acquirer.subscriptionCreate({ ...b, subscriptionRequest: attempt.requestId, requestedAt, paymentInfo });
      return { subscriptionId: data.subscriptionId, state: { kind: 'subscription', subscriptionStatus: data.subscriptionStatus, subscriptionAction: data.subscriptionAction } };
    }
    case 'subscription-change': {
      const b = request.body;
      const data = await ctx.acquirer.subscriptionChange({ ...b, subscriptionRequest: attempt.requestId, requestedAt, paymentInfo: { ...b.paymentInfo, ...choice } });
      return { subscriptionId: data.subscriptionId, state: { kind: 'subscription', subscriptionStatus: data.subscriptionStatus, subscriptionAction: data.subscriptionAction } };
    }
  }
}
