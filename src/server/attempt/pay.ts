import { PayRequest, type StatusSnapshot } from '../../core/api/cashier.js';
import { isFinalCashierStatus } from '../../core/api/status.js';
import { isSupportedLocale } from '../../core/i18n/locales.js';
import { createAtAcquirer } from './attempt-create.js';
import { ProxyHttpError } from '../errors.js';
import { cancelReplacedAttempt, isReplaceableAttempt } from './replace-attempt.js';
import { eligiblePayMethods, payMethodConfig } from './pay-methods.js';
import type { ProxyContext } from '../proxy-context.js';
import { forgetTokensOf, isUsableTokenOf } from './saved-cards.js';
import { isDefiniteRefusal } from './refusal.js';
import type { SessionRecord } from '../session/session.js';
import { claimAttempt, payKey, storedPayAnswer } from './ledger.js';
import { claimOrder } from './order-claim.js';

const PAY_FIELDS = new Set(Object.keys(PayRequest.shape));

/** Reads the pay body: only the shopper's choice; anything that sets a price or an address is refused. */
export function readPayRequest(body: unknown): PayRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProxyHttpError('invalid_request', 'The body must be a JSON object');
  }
  const extra = Object.keys(body).filter((key) => !PAY_FIELDS.has(key));
  if (extra.length > 0) {
    throw new ProxyHttpError('field_not_allowed', `Field not accepted from the browser: ${extra.slice(0, 5).join(', ')}`);
  }
  const parsed = PayRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProxyHttpError('invalid_request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  // Only a language of the cashier's menu: it goes to the acquirer as paymentInfo.cashierLanguage.
  if (parsed.data.language !== undefined && !isSupportedLocale(parsed.data.language)) {
    throw new ProxyHttpError('invalid_request', 'language: not a language the cashier speaks');
  }
  return parsed.data;
}

/**
 * `POST sessions/:id/pay`. One acquirer object per attempt: the attempt's request id is
 * the idempotency key, a store claim makes exactly one caller create it, and every
 * other call for that attempt replays the stored answer. A new attempt follows a failed
 * one, or replaces an order still waiting on the acquirer's page (cancelled there first).
 */
export async function pay(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<StatusSnapshot> {
  const stored = await storedPayAnswer(ctx, session.id, choice.attempt);
  if (stored && stored !== 'pending') return stored;
  // Another process holds this attempt's claim: it may already have recorded the attempt
  // on the session, so the order check would wrongly call it superseded. Wait instead.
  if (stored === 'pending') return waitForAnswer(ctx, session, choice, Date.now() + waitLimitMs(ctx));
  checkAttemptOrder(session, choice.attempt);
  // Concurrent pay calls of this proxy for one attempt share one promise.
  const calls = ctx.local.payCalls;
  const local = calls.get(payKey(session.id, choice.attempt));
  if (local) return local;
  const work = claimAndPay(ctx, session, choice).finally(() => calls.delete(payKey(session.id, choice.attempt)));
  calls.set(payKey(session.id, choice.attempt), work);
  return work;
}

function checkAttemptOrder(session: SessionRecord, attempt: number): void {
  const last = session.attempts.length;
  if (attempt <= last) throw new ProxyHttpError('attempt_superseded', `Attempt ${attempt} is over; the current attempt is ${last}`);
  if (attempt > last + 1) throw new ProxyHttpError('attempt_out_of_order', `The next attempt is ${last + 1}`);
  const status = session.snapshot.status;
  if (last > 0 && status !== 'failed' && !isReplaceableAttempt(session, attempt)) {
    const code = isFinalCashierStatus(status) ? 'session_closed' : 'attempt_in_progress';
    throw new ProxyHttpError(code, `A new attempt is allowed only after attempt ${last} failed (it is ${status})`);
  }
  if (last === 0 && isFinalCashierStatus(status)) throw new ProxyHttpError('session_closed', `The session is ${status}`);
}

async function claimAndPay(ctx: ProxyContext, session: SessionRecord, choice: PayRequest, waitUntil = Date.now() + waitLimitMs(ctx)): Promise<StatusSnapshot> {
  const claim = await claimAttempt(ctx, session, choice.attempt);
  if (!claim) return waitForAnswer(ctx, session, choice, waitUntil);
  try {
    await checkChoice(ctx, session, choice);
    // One merchant order, one payment: refused while another session of it pays or has paid.
    await claimOrder(ctx, session, choice.attempt);
    if (isReplaceableAttempt(session, choice.attempt)) await cancelReplacedAttempt(ctx, session);
    const answer = await createAtAcquirer(ctx, session, choice);
    await claim.answer(answer);
    if (choice.tokenId) await forgetTokensOf(ctx, session.request.body.userInfo.userId);
    return answer;
  } catch (error) {
    // Unknown outcome or a refused choice: the same attempt may be sent again (same request id).
    await claim.free();
    throw error;
  } finally {
    claim.end();
  }
}

/** How long a call waits for another holder of its attempt: the create call and the inquiry around it. */
function waitLimitMs(ctx: ProxyContext): number {
  return 2 * ctx.options.timeoutMs * (ctx.options.retries + 1) + 5_000;
}

/** Another call holds the claim: wait for its stored answer, or carry the attempt on once the claim is freed. */
async function waitForAnswer(ctx: ProxyContext, session: SessionRecord, choice: PayRequest, waitUntil: number): Promise<StatusSnapshot> {
  while (Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const value = await storedPayAnswer(ctx, session.id, choice.attempt);
    if (value === undefined) return claimAndPay(ctx, session, choice, waitUntil);
    if (value !== 'pending') return value;
  }
  throw new ProxyHttpError('attempt_pending', 'The attempt did not finish; try the same attempt again');
}

/** The method must be one the view offers; a token must be a usable card of this shopper. */
async function checkChoice(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<void> {
  const methods = eligiblePayMethods(session, await payMethodConfig(ctx, session.amount.currency));
  const fits = methods.some((m) => m.payMethodType === choice.payMethodType && (!choice.payMethodName || m.payMethodName === choice.payMethodName));
  if (!fits) throw new ProxyHttpError('pay_method_not_allowed', `Pay method ${choice.payMethodType} ${choice.payMethodName ?? ''} is not offered for this session`.trim());
  if (!choice.tokenId) return;
  const userId = session.request.body.userInfo.userId;
  // A token the acquirer refuses to look up (unknown, malformed) is the browser's bad choice: 400 below, not 502.
  const records = await ctx.acquirer.tokenizationInquiry({ merchantInfo: ctx.merchantInfo, tokenId: choice.tokenId }).catch((e: unknown) => (isDefiniteRefusal(e) ? [] : Promise.reject(e)));
  if (!records.some((r) => r.tokenId === choice.tokenId && isUsableTokenOf(r, userId))) {
    throw new ProxyHttpError('token_not_allowed', 'This saved card cannot be used for this session');
  }
}
