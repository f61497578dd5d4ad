/**
 * `POST sessions/:id/subscription/change {planId}` of a subscription page: a
 * `subscription-change` checkout session for one of the merchant's plans (named and
 * priced by its server when it created the page's session), from the subscription the
 * page manages. One change session per plan and page while it lives: clicks do not
 * pile up sessions.
 */
import { ChangePlanRequest } from '../../core/api/manage-view.js';
import type { SubscriptionInquiryResponseData } from '../../core/api/subscription.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { changeablePlans } from '../view/manage-view.js';
import type { SubscriptionChangeSessionInput } from './create-session.js';
import { planProductInfo, type ManagePlanInput } from './manage-input.js';
import { readManageSession, type ManageSessionRecord } from './manage-session.js';
import { manageSessionsOf } from './manage-index.js';
import { linkChangeToPage } from './manage-follow.js';
import { storeNewSession } from './new-session.js';
import { retentionTtlMs, sessionKey, type SessionRecord } from './session.js';

/** Per subscription too: once the page follows a paid change, a new change starts from the new subscription. */
const changeKey = (session: ManageSessionRecord, planId: string) => `manage-change:${session.id}:${session.subscriptionId}:${planId}`;

export function readChangePlan(body: unknown): ChangePlanRequest {
  const parsed = ChangePlanRequest.safeParse(body);
  const extra = typeof body === 'object' && body !== null ? Object.keys(body).filter((k) => k !== 'planId') : [];
  if (!parsed.success || extra.length > 0) throw new ProxyHttpError('invalid_request', 'This request takes {"planId": "<one of the view\'s plans>"}');
  return parsed.data;
}

export async function changePlanSession(ctx: ProxyContext, session: ManageSessionRecord, planId: string): Promise<{ id: string }> {
  const plan = session.plans.find((p) => p.planId === planId);
  if (!plan) throw new ProxyHttpError('plan_not_offered', 'This plan is not offered on this page');
  const key = changeKey(session, planId);
  const known = await ctx.store.get(key);
  if (known && !(await cancelled(ctx, known))) return { id: known };
  const data = await ctx.acquirer.subscriptionInquiry({ subscriptionId: session.subscriptionId });
  if (data.subscriptionStatus !== 'ACTIVE') {
    throw new ProxyHttpError('subscription_not_active', `The subscription is ${data.subscriptionStatus}: only an active subscription can change its plan`);
  }
  if (changeablePlans([plan], data).length === 0) throw new ProxyHttpError('plan_not_changeable', 'The subscription is on this plan already, or in another currency');
  const created = await storeNewSession(ctx, changeInputOf(session, plan, data), { originOwned: true });
  const ttl = Math.max(1, Date.parse(created.expiresAt) - Date.now());
  // Before the id is handed out: once paid, the page follows the subscription it makes.
  await linkChangeToPage(ctx, created.id, session.id, retentionTtlMs(created));
  // Two clicks at once: the first stored wins, the other's session is left to expire unused.
  const stored = known ? await ctx.store.compareAndSet(key, known, created.id, ttl) : await ctx.store.setIfAbsent(key, created.id, ttl);
  if (!stored) return { id: (await ctx.store.get(key)) ?? created.id };
  return { id: created.id };
}

/** The change sessions this page made for its subscription (one per plan at most), open or not. */
async function changeSessionIdsOf(ctx: ProxyContext, session: ManageSessionRecord): Promise<string[]> {
  const ids = await Promise.all(session.plans.map((plan) => ctx.store.get(changeKey(session, plan.planId))));
  return ids.filter((id) => id !== undefined);
}

/** The stored change sessions of every live page of this page's subscription (another tab's too): a cancel ends them all. */
export async function changesOfSubscription(ctx: ProxyContext, page: ManageSessionRecord): Promise<SessionRecord[]> {
  const others = await Promise.all((await manageSessionsOf(ctx, page.subscriptionId)).filter((id) => id !== page.id).map((id) => readManageSession(ctx, id)));
  const pages = [page, ...others.filter((other) => other?.subscriptionId === page.subscriptionId)] as ManageSessionRecord[];
  const ids = new Set((await Promise.all(pages.map((each) => changeSessionIdsOf(ctx, each)))).flat());
  const changes = await Promise.all([...ids].map((id) => ctx.records.read<SessionRecord>(sessionKey(id))));
  return changes.filter((change) => change !== undefined);
}

/** A change session the shopper cancelled (or one no longer kept). */
async function cancelled(ctx: ProxyContext, id: string): Promise<boolean> {
  const change = await ctx.records.read<SessionRecord>(sessionKey(id));
  return !change || change.snapshot.status === 'cancelled';
}

/** The change request's business fields: the new plan (with its term and trial) from the merchant's list, the old one from the acquirer's record. */
function changeInputOf(session: ManageSessionRecord, plan: ManagePlanInput, data: SubscriptionInquiryResponseData): SubscriptionChangeSessionInput {
  const product = data.productInfo ?? {};
  const email = data.userInfo?.userEmail;
  return {
    kind: 'subscription-change',
    originSubscriptionRequest: session.subscriptionRequest,
    remainingAmount: session.remainingAmount,
    currency: plan.currency.toUpperCase(),
    amount: plan.amount,
    merchantSubscriptionId: plan.planId,
    productInfoList: [planProductInfo(plan)],
    userInfo: { ...(email ? { userEmail: email } : {}), ...session.userInfo } as SubscriptionChangeSessionInput['userInfo'],
    goodsInfo: plan.goodsInfo ?? { goodsId: plan.planId.slice(0, 32), goodsName: plan.description.slice(0, 64) },
    fromPlan: {
      amount: data.amount ?? '0',
      ...(data.currency ? { currency: data.currency } : {}),
      productInfo: { description: product.description ?? '', periodType: product.periodType ?? 'MONTHLY', periodInterval: product.periodInterval ?? '1' },
    },
    paymentInfo: {
      productName: 'SUBSCRIPTION',
      ...(session.language ? { cashierLanguage: session.language } : {}),
      ...(session.appearance ? { cashierAppearance: session.appearance } : {}),
    },
    ...(session.brandInfo ? { brandInfo: session.brandInfo } : {}),
    ...(session.returnUrl ? { returnUrl: session.returnUrl } : {}),
  };
}
