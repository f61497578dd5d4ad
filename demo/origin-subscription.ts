/**
 * A plan change needs a subscription to change. The demo has no history, so before each
 * plan-change checkout it starts a Roaster's Club subscription for the demo shopper at
 * the acquirer and approves it on the sandbox's authorization page, as the shopper
 * would have done months ago. Here too the shop's one computation of the credit a change
 * carries (the unused share of the period paid), which the account page uses as well.
 */
import { webUrlOf } from '../src/core/api/common.js';
import { currencyDecimals } from '../src/core/api/currency.js';
import type { SubscriptionInquiryResponseData } from '../src/core/api/subscription.js';
import { addPeriods, periodStart } from '../src/core/schedule/index.js';
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
  // As if it had started half a month ago: half of the current month is unused, and credited.
  const now = new Date();
  const half = (addPeriods(now, plan.periodType, plan.periodInterval, 1).getTime() - now.getTime()) / 2;
  const period = { start: new Date(now.getTime() - half), end: new Date(now.getTime() + half) };
  return { subscriptionRequest, plan, remainingAmount: unusedCredit(plan.amount, plan.currency, period, now) };
}

/** The part of a period's price not used by `now`: price × the share of the period still to come, to the currency's unit. */
export function unusedCredit(price: string, currency: string, period: { start: Date; end: Date }, now: Date): string {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  const unit = 10 ** currencyDecimals(currency);
  const minor = length > 0 ? Math.round((Math.round(Number(price) * unit) * left) / length) : 0;
  return (minor / unit).toFixed(currencyDecimals(currency));
}

/**
 * The credit a change of this subscription carries now, from the acquirer's record (an
 * inquiry with its payment details): the unused part of the latest period paid, at that
 * period's price (the trial's in the trial: a free week credits nothing). 0 when no
 * period is paid, or the paid one is over (a renewal past due).
 */
export function paidPeriodCredit(plan: PlanItem, record: SubscriptionInquiryResponseData, now: Date): string {
  const startedAt = record.productInfo?.startDateTime;
  const paid = (record.paymentDetails ?? []).filter((d) => d.orderStatus === 'PAY_SUCCESS').map((d) => Number(d.period));
  const period = Math.max(0, ...paid.filter((n) => Number.isInteger(n)));
  if (!startedAt || period < 1) return (0).toFixed(currencyDecimals(plan.currency));
  const start = new Date(startedAt);
  const trial = plan.trial && period <= plan.trial.numberOfPeriod ? plan.trial : undefined;
  const window = { start: periodStart(plan, start, period), end: periodStart(plan, start, period + 1) };
  return unusedCredit(trial ? trial.amount : plan.amount, plan.currency, window, now);
}
