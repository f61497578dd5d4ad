/**
 * A paid plan change replaces the subscription: "a change request creates a new
 * subscription based on the original one" (spec, Subscription change), the acquirer
 * ends the original, and the change's own subscriptionRequest and the subscriptionId
 * the acquirer answered for it name the new one. Once it is paid, the subscription page
 * that made the change follows it, and so does every other page of the replaced
 * subscription (another tab or load: all its user's, page creation checks that), so
 * that their views, cancels, management links and events act on the current one.
 * Their open streams hear it from the change's callback (notify.ts publishes to the new
 * subscription's pages after applying it): results/ imports this file, so not from here.
 *
 * Only the proxy's own records move a page: the link stored when the page created the
 * change session, and the ids the acquirer answered for that session's attempt. The
 * browser names no subscription. Idempotent: run on every settled snapshot of a paid
 * change (a callback retried after a store failure midway carries it through).
 */
import type { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import type { ProxyContext } from '../proxy-context.js';
import { indexManageSession, manageSessionsOf } from './manage-index.js';
import { manageRetentionMs, manageSessionKey, type ManageSessionRecord } from './manage-session.js';
import { attemptNumbered, type SessionRecord } from './session.js';

const followKey = (changeSessionId: string) => `manage-follow:${changeSessionId}`;

/** Notes which page a change session was made from (before its id is handed out), for as long as the change session is kept. */
export async function linkChangeToPage(ctx: ProxyContext, changeSessionId: string, pageId: string, ttlMs: number): Promise<void> {
  await ctx.store.set(followKey(changeSessionId), pageId, ttlMs);
}

/**
 * When `change` is a paid plan change made from a page (paid, or approved after the
 * shopper's cancel, which keeps it: late-approval.ts), that page and the other pages of
 * the subscription it replaced now name the new subscription (answers its id; undefined
 * when there was nothing to follow). A page that no longer names the change's origin
 * (it followed another change since) stays.
 */
export async function followPaidChange(ctx: ProxyContext, change: SessionRecord): Promise<string | undefined> {
  const paid = change.snapshot.status === 'succeeded' || change.approvedAfterCancel !== undefined;
  if (change.request.kind !== 'subscription-change' || !paid) return undefined;
  const pageId = await ctx.store.get(followKey(change.id));
  if (!pageId) return undefined;
  const attempt = attemptNumbered(change, change.snapshot.attempt);
  const subscriptionId = attempt.subscriptionId ?? (await ctx.acquirer.subscriptionChangeInquiry({ subscriptionRequest: attempt.requestId })).subscriptionId;
  if (!subscriptionId) return undefined;
  const origin = (change.request.body as SubscriptionChangeRequest).originSubscriptionRequest;
  const to: Target = { origin, subscriptionId, subscriptionRequest: attempt.requestId };
  // The other pages first: the making page is what names the replaced subscription, so
  // until it has moved a repeated run (after a failure midway) finds them again.
  const page = await ctx.records.read<ManageSessionRecord>(manageSessionKey(pageId));
  if (page && page.subscriptionRequest === origin && page.subscriptionId !== subscriptionId) {
    for (const id of await manageSessionsOf(ctx, page.subscriptionId)) if (id !== pageId) await movePage(ctx, id, to);
  }
  return (await movePage(ctx, pageId, to)) ? subscriptionId : undefined;
}

/** Where a paid change moves the pages of the subscription it replaced. */
interface Target {
  origin: string;
  subscriptionId: string;
  subscriptionRequest: string;
}

/** Moves one page that still names the change's origin; true when it names the new subscription (moved now or before). */
async function movePage(ctx: ProxyContext, pageId: string, to: Target): Promise<boolean> {
  const page = await ctx.records.update<ManageSessionRecord>(
    manageSessionKey(pageId),
    (s) => {
      if (s.subscriptionId === to.subscriptionId || s.subscriptionRequest !== to.origin) return undefined;
      // The merchant priced the credit for the subscription it named; the new one has earned none yet.
      return { ...s, subscriptionId: to.subscriptionId, subscriptionRequest: to.subscriptionRequest, remainingAmount: '0.00' };
    },
    manageRetentionMs,
  );
  if (page?.subscriptionId !== to.subscriptionId) return false;
  // Callbacks about the new subscription now reach this page (those of the old one no longer do).
  await indexManageSession(ctx, to.subscriptionId, page.id, Date.parse(page.expiresAt));
  return true;
}
