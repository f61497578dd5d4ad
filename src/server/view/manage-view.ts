/**
 * What the subscription page shows for a `subscription-manage` session: the acquirer's
 * record (a subscription inquiry with its payment details, the source of truth) through
 * the pure mapping of core/manage, with the merchant's plans and the page's settings.
 */
import { ManageView, type ManagePlan } from '../../core/api/manage-view.js';
import type { SubscriptionInquiryResponseData } from '../../core/api/subscription.js';
import { manageState } from '../../core/manage/manage-state.js';
import type { ProxyContext } from '../proxy-context.js';
import type { ManagePlanInput } from '../session/manage-input.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import { brandView } from './view.js';

const recordKey = (subscriptionId: string) => `manage-record:${subscriptionId}`;

/**
 * The acquirer's record of a subscription, with every period's payment. Browsers' reads
 * (views, streams opening) reuse one answered within inquiryIntervalMs, whatever the
 * clients do; `fresh` (after a cancel, on a callback) asks, and the answer serves them next.
 */
export async function inquireManaged(ctx: ProxyContext, subscriptionId: string, fresh = false): Promise<SubscriptionInquiryResponseData> {
  const intervalMs = ctx.budgets.inquiryIntervalMs;
  const kept = fresh || intervalMs <= 0 ? undefined : await ctx.records.read<SubscriptionInquiryResponseData>(recordKey(subscriptionId));
  if (kept) return kept;
  const data = await ctx.acquirer.subscriptionInquiry({ subscriptionId, paymentDetails: 1 });
  if (intervalMs > 0) await ctx.records.write(recordKey(subscriptionId), data, intervalMs);
  return data;
}

/** The view of one session; `data` when the caller has just asked (one inquiry serves every page of a subscription). */
export async function manageView(ctx: ProxyContext, session: ManageSessionRecord, data?: SubscriptionInquiryResponseData): Promise<ManageView> {
  const record = data ?? (await inquireManaged(ctx, session.subscriptionId));
  const state = manageState(record, new Date());
  const active = state.subscription.acquirerStatus === 'ACTIVE';
  const plans = changeablePlans(session.plans, record);
  const view: ManageView = {
    id: session.id,
    kind: 'subscription-manage',
    expiresAt: session.expiresAt,
    subscription: state.subscription,
    payments: state.payments,
    actions: { cancel: state.cancellable, updatePayment: active, changePlan: active && plans.length > 0 },
    plans,
    webUrlHosts: [...ctx.options.webUrlHosts],
    updatedAt: new Date().toISOString(),
  };
  if (session.language) view.language = session.language;
  if (session.appearance) view.appearance = session.appearance;
  if (session.returnUrl) view.returnUrl = session.returnUrl;
  const brand = await brandView(ctx, session.brandInfo);
  if (brand) view.brand = brand;
  return ManageView.parse(view);
}

/** The merchant's plans a change can go to: not the current one, and in the subscription's currency (the credit is in it). */
export function changeablePlans(plans: readonly ManagePlanInput[], record: SubscriptionInquiryResponseData): ManagePlan[] {
  const currency = (record.currency ?? '').toUpperCase();
  return plans
    .filter((p) => p.planId !== record.merchantSubscriptionId && p.currency.toUpperCase() === currency)
    .map((p) => ({ planId: p.planId, description: p.description, amount: { value: p.amount, currency: p.currency.toUpperCase() }, periodType: p.periodType, periodInterval: p.periodInterval }));
}
