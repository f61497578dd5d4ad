/**
 * A subscription page's cancel and a plan change's payment, one after the other: the
 * acquirer takes a change created before the cancel reaches it, and would then bill the
 * shopper who cancelled. The cancel marks the subscription before it looks for a change
 * of any of its pages being paid (refused: 409 change_pending); a change's payment notes itself
 * unresolved before it looks for the mark (refused as the acquirer refuses a change
 * while cancelling, A0049). Whichever comes second sees the other.
 */
import type { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { changesOfSubscription } from '../session/manage-change.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import type { SessionRecord } from '../session/session.js';

/** Per subscription (its subscriptionRequest, which a change names as its origin). */
const holdKey = (subscriptionRequest: string) => `manage-cancelling:${subscriptionRequest}`;

/**
 * Marks the page's subscription as being cancelled, then refuses the cancel while a
 * change of any of its pages is being decided (its create sent, or processing). Answers the
 * release, to call once the cancel is done or failed.
 */
export async function holdChangesForCancel(ctx: ProxyContext, page: ManageSessionRecord): Promise<() => Promise<void>> {
  const key = holdKey(page.subscriptionRequest);
  // Past the cancel's own inquiries and call, were its process to die holding it.
  await ctx.store.set(key, page.id, 4 * ctx.options.timeoutMs);
  const release = () => ctx.store.delete(key).then(() => undefined);
  if ((await changesOfSubscription(ctx, page)).some(isBeingDecided)) {
    await release();
    throw new ProxyHttpError('change_pending', 'A plan change of this subscription is being paid: cancel once the acquirer has decided it');
  }
  return release;
}

/** A change session whose subscription's page is cancelling it now: its payment is not sent. */
export async function cancellingOrigin(ctx: ProxyContext, session: SessionRecord): Promise<boolean> {
  if (session.request.kind !== 'subscription-change') return false;
  const { originSubscriptionRequest } = session.request.body as SubscriptionChangeRequest;
  return (await ctx.store.get(holdKey(originSubscriptionRequest))) !== undefined;
}

const isBeingDecided = (change: SessionRecord) => change.unresolved !== undefined || change.snapshot.status === 'processing';
