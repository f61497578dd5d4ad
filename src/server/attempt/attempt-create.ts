import type { PayRequest, StatusSnapshot } from '../../core/api/cashier.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import type { OrderCreateRequest } from '../../core/api/order.js';
import type { SubscriptionCreateRequest } from '../../core/api/subscription.js';
import type { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import { fixedBody } from './attempt-body.js';
import { cancellingOrigin } from './cancel-hold.js';
import { settleByInquiry } from './attempt-resolve.js';
import { markUnresolved, recordAttempt, recordState } from './ledger.js';
import type { ProxyContext } from '../proxy-context.js';
import { isDefiniteRefusal, logFieldRefusal } from './refusal.js';
import { requestIndexKey, retentionTtlMs, type AttemptRecord, type SessionRecord, type SessionRequest } from '../session/session.js';
import { acquirerStateOf, refusedSnapshot, type AcquirerState } from './snapshot.js';

/** What one attempt sends, fixed before the first send: the shopper's choice and the acquirer request built from it. */
interface FixedAttempt {
  attempt: AttemptRecord;
  path: SessionRequest['kind'];
  body: SessionRequest['body'];
}

/**
 * Creates the attempt's object at the acquirer, exactly once: the request body is fixed
 * on the first send and stored with its key, so any later send of this attempt (from
 * any process) is byte-identical; a send after an unknown outcome is preceded by an
 * inquiry, and an unknown outcome is settled by an inquiry before the shopper is told.
 */
export async function createAtAcquirer(ctx: ProxyContext, session: SessionRecord, choice: PayRequest): Promise<StatusSnapshot> {
  const requestId = `${session.requestKey}-${choice.attempt}`;
  const ttl = retentionTtlMs(session);
  await ctx.store.set(requestIndexKey(requestId), session.id, ttl);
  const fixed = await fixedBody(ctx.store, requestId, () => fixAttempt(session, choice, requestId), ttl);
  const { attempt } = fixed.body;
  await markUnresolved(ctx, session, attempt);
  // Never sent, and its subscription's page is cancelling it: refused here as the acquirer would (cancel-hold.ts).
  if (!fixed.sentBefore && (await cancellingOrigin(ctx, session))) {
    return recordAttempt(ctx, session.id, attempt, refusedSnapshot(session, attempt.n, ErrorCode.ChangeWhileCancelling, 'The subscription is being cancelled'));
  }
  if (fixed.sentBefore) {
    // Sent before with an unknown outcome: follow what the acquirer holds. If it cannot be
    // asked, re-sending the same bytes is still safe (the acquirer replays its answer).
    const known = await settleByInquiry(ctx, session, attempt).catch(() => undefined);
    if (known) return known;
  }
  let snapshot: StatusSnapshot;
  try {
    const state = await send(ctx, fixed.body);
    return await recordState(ctx, session, attempt, state);
  } catch (error) {
    if (!isDefiniteRefusal(error)) {
      // No definite answer: the acquirer may hold the object. Ask before telling the shopper anything.
      const known = await settleByInquiry(ctx, session, attempt).catch(() => undefined);
      if (known) return known;
      throw error;
    }
    logFieldRefusal(ctx.log, session.id, error);
    snapshot = refusedSnapshot(session, attempt.n, error.code, error.message);
  }
  return recordAttempt(ctx, session.id, attempt, snapshot);
}

function fixAttempt(session: SessionRecord, choice: PayRequest, requestId: string): FixedAttempt {
  const attempt: AttemptRecord = {
    n: choice.attempt,
    requestId,
    payMethodType: choice.payMethodType,
    ...(choice.payMethodName ? { payMethodName: choice.payMethodName } : {}),
    ...(choice.tokenId ? { tokenId: choice.tokenId } : {}),
    ...(choice.language ? { language: choice.language } : {}),
  };
  return { attempt, path: session.request.kind, body: createBody(session.request, attempt, new Date().toISOString()) };
}

/** The create request of the session's kind, with the shopper's choice and this attempt's id and time. */
function createBody(request: SessionRequest, attempt: AttemptRecord, requestedAt: string): SessionRequest['body'] {
  const choice = {
    payMethodType: attempt.payMethodType,
    ...(attempt.payMethodName ? { payMethodName: attempt.payMethodName } : {}),
    ...(attempt.tokenId ? { tokenId: attempt.tokenId } : {}),
    ...(attempt.language ? { cashierLanguage: attempt.language } : {}),
  };
  switch (request.kind) {
    case 'order': {
      const b = request.body;
      return { ...b, paymentRequestId: attempt.requestId, orderRequestedAt: requestedAt, paymentInfo: { ...b.paymentInfo, ...choice } };
    }
    case 'subscription': {
      const b = request.body;
      return { ...b, subscriptionRequest: attempt.requestId, requestedAt, paymentInfo: { productName: 'SUBSCRIPTION' as const, ...b.paymentInfo, ...choice } };
    }
    case 'subscription-change': {
      const b = request.body;
      return { ...b, subscriptionRequest: attempt.requestId, requestedAt, paymentInfo: { ...b.paymentInfo, ...choice } };
    }
  }
}

/** Sends the fixed create request; its answer is read as an inquiry's would be (acquirerStateOf). */
async function send(ctx: ProxyContext, fixed: FixedAttempt): Promise<AcquirerState> {
  switch (fixed.path) {
    case 'order': {
      const body = fixed.body as OrderCreateRequest;
      // The create answer does not repeat the expiry: the sent body holds it.
      return acquirerStateOf({ ...(await ctx.acquirer.orderCreate(body)), orderExpiredAt: body.orderExpiredAt });
    }
    case 'subscription':
      return acquirerStateOf(await ctx.acquirer.subscriptionCreate(fixed.body as SubscriptionCreateRequest));
    case 'subscription-change':
      return acquirerStateOf(await ctx.acquirer.subscriptionChange(fixed.body as SubscriptionChangeRequest));
  }
}
