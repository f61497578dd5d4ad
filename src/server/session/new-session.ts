/**
 * A checkout session built from the merchant's input and stored: what `createSession`
 * does for order, subscription and change kinds, and what a subscription page does
 * when the shopper picks a new plan (the merchant's plan, priced on its server). An order
 * asked for again with the same input answers its session still open (order-sessions.ts).
 * A plan change the merchant asks for names a subscription of the shopper's: the
 * acquirer's record says whose (a page's own change was checked when the page was made).
 */
import type { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import type { ProxyContext } from '../proxy-context.js';
import { buildSession, type CreateSessionInput } from './create-session.js';
import { inquireOwnedSubscription } from './manage-session.js';
import { rememberOrderSession, reusableOrderSession } from './order-sessions.js';
import { retentionTtlMs, sessionKey, type SessionRecord } from './session.js';

export async function storeNewSession(ctx: ProxyContext, input: CreateSessionInput, { originOwned = false } = {}): Promise<SessionRecord> {
  const opts = ctx.options;
  const session = buildSession(input, {
    merchantId: opts.merchantId,
    ...(opts.subMerchantId ? { subMerchantId: opts.subMerchantId } : {}),
    notifyUrl: `${opts.publicUrl}${opts.basePath}/notify`,
    defaultReturnUrl: opts.returnUrl ?? `${opts.publicUrl}/`,
    sessionTtlMs: opts.sessionTtlMs,
  });
  if (session.request.kind === 'subscription-change' && !originOwned) {
    const { originSubscriptionRequest, userInfo } = session.request.body as SubscriptionChangeRequest;
    await inquireOwnedSubscription(ctx, { subscriptionRequest: originSubscriptionRequest }, userInfo.userId, 'originSubscriptionRequest');
  }
  // The same order with the same input again (a reload, a second tab): its open session.
  const earlier = await reusableOrderSession(ctx, input, session);
  if (earlier) return earlier;
  await ctx.records.write(sessionKey(session.id), session, retentionTtlMs(session));
  await rememberOrderSession(ctx, input, session);
  return session;
}

/** The ids a subscription session gives the merchant at once: its first attempt's subscriptionRequest. */
export function subscriptionIdsOf(session: SessionRecord): { subscriptionRequest?: string } {
  return session.request.kind === 'order' ? {} : { subscriptionRequest: `${session.requestKey}-1` };
}
