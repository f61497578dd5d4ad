/**
 * The acquirer's management page of a subscription (`subscription/manage`), for a
 * checkout session's `GET manage` and a subscription page's alike: one URL per session
 * until near its expiredAt (kept in the store, so reloads and other processes reuse it):
 * a visitor cannot make the acquirer mint one per hit. Calls at the same moment in this
 * proxy share one request. A refusal (the acquirer's A0048 while a change is in payment,
 * or no answer at all) is kept as briefly, one inquiryIntervalMs per page: repeats within
 * it get the same answer without a call.
 */
import { AcquirerError, AcquirerProtocolError, AcquirerUnavailableError, answerToRepeat, RepeatedAnswerError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { randomBase64Url } from './session-id.js';

export interface ManageLink {
  url: string;
  expiresAt: string;
}

/** A stored URL is handed out until this long before its expiredAt: the shopper has time to open it. */
export const MANAGE_URL_MARGIN_MS = 5 * 60_000;
/** Per subscription too: a page that followed a plan change never hands out the old subscription's URL. */
const manageKey = (sessionId: string, subscriptionId: string) => `manage:${sessionId}:${subscriptionId}`;
const refusedKey = (sessionId: string, subscriptionId: string) => `manage-refused:${sessionId}:${subscriptionId}`;

/** The session's link to the subscription's page; `requestKey` prefixes the call's idempotency key. */
export async function reusableManageLink(ctx: ProxyContext, session: { id: string; requestKey: string }, subscriptionId: string): Promise<ManageLink> {
  const key = manageKey(session.id, subscriptionId);
  const stored = await ctx.store.get(key);
  if (stored !== undefined) return JSON.parse(stored) as ManageLink;
  const refused = await ctx.store.get(refusedKey(session.id, subscriptionId));
  if (refused !== undefined) throw new RepeatedAnswerError(JSON.parse(refused));
  const calls = ctx.local.manageCalls;
  const running = calls.get(key);
  if (running) return running;
  const call = newManageLink(ctx, session, subscriptionId).finally(() => calls.delete(key));
  calls.set(key, call);
  return call;
}

async function newManageLink(ctx: ProxyContext, session: { id: string; requestKey: string }, subscriptionId: string): Promise<ManageLink> {
  const data = await ctx.acquirer
    .subscriptionManage({
      subscriptionId,
      // Each new URL has its own idempotency key (64 max here).
      subscriptionRequest: `${session.requestKey}-m-${randomBase64Url(9)}`,
    })
    .catch(async (error: unknown) => {
      await keepRefusal(ctx, refusedKey(session.id, subscriptionId), error);
      throw error;
    });
  const link = { url: data.managementUrl, expiresAt: data.expiredAt };
  const reusableMs = Date.parse(data.expiredAt) - Date.now() - MANAGE_URL_MARGIN_MS;
  if (reusableMs > 0) await ctx.store.set(manageKey(session.id, subscriptionId), JSON.stringify(link), reusableMs);
  return link;
}

/**
 * A subscription callback (a renewal paid or declined, a cancel elsewhere) drops the page's
 * stored link: the acquirer's page now shows another state, and under a test clock that
 * moved past the link's expiredAt (which this proxy counts on its own clock) the link is
 * dead. The next "Update payment method" asks for a fresh one (found by
 * test/e2e/manage-past-due.spec.ts).
 */
export async function forgetManageLink(ctx: ProxyContext, sessionId: string, subscriptionId: string): Promise<void> {
  await ctx.store.delete(manageKey(sessionId, subscriptionId));
  await ctx.store.delete(refusedKey(sessionId, subscriptionId));
}

/** The acquirer's refusal (or silence) is kept for inquiryIntervalMs; a failure of this proxy's own (the store) is not. */
async function keepRefusal(ctx: ProxyContext, key: string, error: unknown): Promise<void> {
  const ttlMs = ctx.budgets.inquiryIntervalMs;
  const fromAcquirer = error instanceof AcquirerError || error instanceof AcquirerUnavailableError || error instanceof AcquirerProtocolError;
  if (ttlMs <= 0 || !fromAcquirer) return;
  await ctx.store.set(key, JSON.stringify(answerToRepeat(error)), ttlMs).catch(() => undefined);
}
