/**
 * `POST sessions/:id/subscription/cancel` of a subscription page: cancels at the
 * acquirer once per session. One call at a time does it, on any process
 * (store/one-cancel.ts, as the checkout's cancel); a double click (or another tab,
 * another process) waits for its outcome and answers the same refreshed view, and a
 * refusal alike. The spec allows a cancel only while ACTIVE. Repeats cost the acquirer
 * nothing new within inquiryIntervalMs: after the cancel, a repeat answers the page's
 * view (its inquiries budgeted as a view's); a refusal because the subscription is no
 * longer ACTIVE is repeated from the inquiry it was made on while that is that recent.
 * A cancel the acquirer answered stands even when the inquiry after it fails: the page
 * then shows the record it cancelled, marked cancelled, until the next inquiry.
 */
import type { ManageView } from '../../core/api/manage-view.js';
import type { SubscriptionInquiryResponseData } from '../../core/api/subscription.js';
import { ProxyHttpError } from '../errors.js';
import { describeError } from '../log/background.js';
import type { ProxyContext } from '../proxy-context.js';
import { publishManageViews } from '../results/manage-events.js';
import { oneCancelAtATime } from '../store/one-cancel.js';
import { inquireManaged, keepManaged, manageView, recentManaged } from '../view/manage-view.js';
import type { ManageSessionRecord } from './manage-session.js';

/** Per subscription: a page that followed a plan change may cancel the new one. */
const cancelKey = (session: ManageSessionRecord) => `manage-cancel:${session.id}:${session.subscriptionId}`;
/** The one cancel at a time (store/one-cancel.ts), beside the mark that it is done. */
const claimKey = (session: ManageSessionRecord) => `manage-cancel-claim:${session.id}:${session.subscriptionId}`;
const CANCELLED = 'cancelled';

export function cancelManaged(ctx: ProxyContext, session: ManageSessionRecord): Promise<ManageView> {
  // An inquiry, the cancel and an inquiry after.
  return oneCancelAtATime(ctx.store, ctx.options, claimKey(session), () => cancelOnce(ctx, session));
}

/** The cancel itself, with the claim held; after it is done, the page's view (its inquiries budgeted as a view's). */
async function cancelOnce(ctx: ProxyContext, session: ManageSessionRecord): Promise<ManageView> {
  const key = cancelKey(session);
  if ((await ctx.store.get(key)) === CANCELLED) return manageView(ctx, session);
  const before = await cancelAtAcquirer(ctx, session);
  // Asked before the mark says cancelled: later calls then answer this stored record, not an older one.
  const cancelledFor = Math.max(1, Date.parse(session.expiresAt) - Date.now());
  const data = await inquireManaged(ctx, session.subscriptionId, true)
    .catch((error: unknown) => cancelledUnasked(ctx, session, before, error))
    .finally(() => ctx.store.set(key, CANCELLED, cancelledFor));
  const view = await manageView(ctx, session, data);
  // Other tabs of this subscription's page hear of it at once, not when the callback comes.
  await publishManageViews(ctx, session.subscriptionId).catch(() => undefined);
  return view;
}

/** The inquiry after the cancel failed: the record the cancel was made on, cancelled by the merchant, kept for the views. */
async function cancelledUnasked(ctx: ProxyContext, session: ManageSessionRecord, before: SubscriptionInquiryResponseData, error: unknown): Promise<SubscriptionInquiryResponseData> {
  ctx.log({ level: 'warn', msg: 'subscription cancelled; the inquiry after it failed, so the page shows it cancelled until the next one', sessionId: session.id, error: describeError(error) });
  const cancelled: SubscriptionInquiryResponseData = { ...before, subscriptionStatus: 'MERCHANT_CANCELLED' };
  await keepManaged(ctx, session.subscriptionId, cancelled);
  return cancelled;
}

/** Cancels at the acquirer; answers the record the cancel was decided on (ACTIVE). */
async function cancelAtAcquirer(ctx: ProxyContext, session: ManageSessionRecord): Promise<SubscriptionInquiryResponseData> {
  // A recent answer that it is not ACTIVE stands; one that it is gets asked again before the cancel.
  const recent = await recentManaged(ctx, session.subscriptionId);
  const record = recent && recent.subscriptionStatus !== 'ACTIVE' ? recent : await inquireManaged(ctx, session.subscriptionId, true);
  if (record.subscriptionStatus !== 'ACTIVE') {
    throw new ProxyHttpError('subscription_not_active', `The subscription is ${record.subscriptionStatus}: only an active subscription can be cancelled`);
  }
  try {
    await ctx.acquirer.subscriptionCancel({ subscriptionId: session.subscriptionId });
    return record;
  } catch (error) {
    // An answer lost after the acquirer cancelled (its retry then refused: no longer ACTIVE) is a cancel done.
    if (await cancelledByMerchant(ctx, session)) return record;
    // A refusal (the state changed meanwhile…) goes on as the acquirer's code with its message key (message-keys.ts).
    throw error;
  }
}

async function cancelledByMerchant(ctx: ProxyContext, session: ManageSessionRecord): Promise<boolean> {
  const data = await ctx.acquirer.subscriptionInquiry({ subscriptionId: session.subscriptionId }).catch(() => undefined);
  return data?.subscriptionStatus === 'MERCHANT_CANCELLED';
}
