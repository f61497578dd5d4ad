/**
 * What the subscription page shows for a `subscription-manage` session: the acquirer's
 * record (a subscription inquiry with its payment details, the source of truth) through
 * the pure mapping of core/manage, with the merchant's plans and the page's settings.
 */
import { ManageView, type ManagePlan } from '../../core/api/manage-view.js';
import type { SubscriptionInquiryResponseData } from '../../core/api/subscription.js';
import { manageState } from '../../core/manage/manage-state.js';
import { mayInquire } from '../attempt/inquiry-budget.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { planProductInfo, type ManagePlanInput } from '../session/manage-input.js';
import { planView } from '../session/plan-view.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import { brandView } from './view.js';

const recordKey = (subscriptionId: string) => `manage-inquiry:${subscriptionId}`;
/** An inquiry that failed, for inquiryIntervalMs: with no answer kept, reads say so again instead of asking again. */
const failedKey = (subscriptionId: string) => `manage-inquiry-failed:${subscriptionId}`;

/** An answer of the acquirer and when it came (epoch ms): kept past its freshness, for pages to show while another asks. */
interface KeptRecord {
  at: number;
  data: SubscriptionInquiryResponseData;
}

/**
 * The acquirer's record of a subscription, with every period's payment. Browsers' reads
 * (views, streams opening, a repeated cancel) reuse one answered within inquiryIntervalMs,
 * whatever the clients do: past it, one read takes the subscription's inquiry lease
 * (inquiry-budget.ts) and asks, reads at the same moment in this process share its call,
 * and those elsewhere show the last answer meanwhile. `fresh` (a cancel, a callback)
 * asks, and the answer serves the others next.
 */
export async function inquireManaged(ctx: ProxyContext, subscriptionId: string, fresh = false): Promise<SubscriptionInquiryResponseData> {
  if (fresh || ctx.budgets.inquiryIntervalMs <= 0) return askManaged(ctx, subscriptionId);
  const kept = await readKept(ctx, subscriptionId);
  if (kept && isRecent(ctx, kept)) return kept.data;
  const running = ctx.local.manageInquiries.get(subscriptionId);
  if (running) return running;
  if (kept && !(await mayInquire(ctx, `sub:${subscriptionId}`))) return kept.data;
  // A page whose first read failed: its reloads and stream reopens cost the struggling acquirer nothing more.
  if (!kept && (await ctx.store.get(failedKey(subscriptionId))) !== undefined) {
    throw new ProxyHttpError('acquirer_unavailable', "The acquirer failed this subscription's inquiry a moment ago; try again shortly");
  }
  const call = askManaged(ctx, subscriptionId).finally(() => ctx.local.manageInquiries.delete(subscriptionId));
  ctx.local.manageInquiries.set(subscriptionId, call);
  return call;
}

/** The stored answer when it is at most inquiryIntervalMs old (undefined otherwise): what a refusal may be repeated from. */
export async function recentManaged(ctx: ProxyContext, subscriptionId: string): Promise<SubscriptionInquiryResponseData | undefined> {
  const kept = ctx.budgets.inquiryIntervalMs > 0 ? await readKept(ctx, subscriptionId) : undefined;
  return kept && isRecent(ctx, kept) ? kept.data : undefined;
}

async function askManaged(ctx: ProxyContext, subscriptionId: string): Promise<SubscriptionInquiryResponseData> {
  const at = Date.now();
  const interval = ctx.budgets.inquiryIntervalMs;
  const data = await ctx.acquirer.subscriptionInquiry({ subscriptionId, paymentDetails: 1 }).catch(async (error: unknown) => {
    if (interval > 0) await ctx.store.set(failedKey(subscriptionId), '1', interval).catch(() => undefined);
    throw error;
  });
  if (interval <= 0) return data;
  // Never over an answer asked for later (a view's inquiry that crossed a cancel's).
  const kept = await readKept(ctx, subscriptionId);
  if (!kept || kept.at <= at) await writeKept(ctx, subscriptionId, { at, data });
  return data;
}

/** Keeps a record the proxy knows without asking (a cancel the acquirer answered), served as an answer of now. */
export async function keepManaged(ctx: ProxyContext, subscriptionId: string, data: SubscriptionInquiryResponseData): Promise<void> {
  if (ctx.budgets.inquiryIntervalMs > 0) await writeKept(ctx, subscriptionId, { at: Date.now(), data });
}

/** Kept as long as a page lives: shown (past inquiryIntervalMs) only while another read is asking. */
const writeKept = (ctx: ProxyContext, subscriptionId: string, kept: KeptRecord) => ctx.records.write<KeptRecord>(recordKey(subscriptionId), kept, ctx.options.sessionTtlMs);

const readKept = (ctx: ProxyContext, subscriptionId: string) => ctx.records.read<KeptRecord>(recordKey(subscriptionId));
const isRecent = (ctx: ProxyContext, kept: KeptRecord) => Date.now() - kept.at < ctx.budgets.inquiryIntervalMs;

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
    .map((p) => {
      const amount = { value: p.amount, currency: p.currency.toUpperCase() };
      // As the checkout's summary will say it (the change request carries the plan's term and trial).
      const { numberOfPeriod, trial } = planView(planProductInfo(p), amount);
      return {
        planId: p.planId,
        description: p.description,
        amount,
        periodType: p.periodType,
        periodInterval: p.periodInterval,
        ...(numberOfPeriod !== undefined ? { numberOfPeriod } : {}),
        ...(trial ? { trial } : {}),
      };
    });
}
