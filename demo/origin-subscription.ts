/**
 * A plan change needs a subscription to change. The demo has no history, so before each
 * plan-change checkout it starts a Roaster's Club subscription for the demo shopper at
 * the acquirer and approves it on the sandbox's authorization page, as the shopper
 * would have done months ago.
 */
import { webUrlOf } from '../src/core/api/common.js';
import type { CashierProxy } from '../src/server/index.js';
import { findItem, productInfoOf, type PlanItem } from './catalog.js';
import type { ShopOptions } from './shop-options.js';

export interface OriginSubscription {
  subscriptionRequest: string;
  plan: PlanItem;
  remainingAmount: string;
}

interface Shopper {
  userId: string;
  userEmail: string;
}

export async function ensureOriginSubscription({ proxy, publicUrl, merchantId }: ShopOptions, shopper: Shopper): Promise<OriginSubscription> {
  const plan = findItem('club-monthly') as PlanItem;
  const subscriptionRequest = `orig${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const created = await proxy.acquirer.subscriptionCreate({
    subscriptionRequest,
    merchantSubscriptionId: `${plan.id}-${subscriptionRequest}`,
    amount: plan.amount,
    currency: plan.currency,
    productInfo: productInfoOf(plan),
    merchantInfo: { merchantId },
    userInfo: shopper,
    paymentInfo: { productName: 'SUBSCRIPTION', payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' },
    requestedAt: new Date().toISOString(),
    notifyUrl: `${publicUrl}/cashier/notify`,
    subscriptionManagementUrl: `${publicUrl}/`,
  } as Parameters<CashierProxy['acquirer']['subscriptionCreate']>[0]);
  const webUrl = webUrlOf(created.subscriptionAction);
  if (!webUrl) throw new Error('The acquirer asked for no authorization for the origin subscription');
  const approved = await fetch(webUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (approved.status >= 400) throw new Error(`Approving the origin subscription failed: HTTP ${approved.status}`);
  // Half of the current month is unused: that part of the club price is credited.
  return { subscriptionRequest, plan, remainingAmount: (Number(plan.amount) / 2).toFixed(2) };
}
