/**
 * A subscription inquiry (the acquirer's record) → what the merchant's subscription page
 * shows: the state in the shopper's words, the plan, the dates and the payment history,
 * and what the shopper may do. Pure: the proxy calls it on every view and after every
 * action, and tests read it as tables.
 */
import type { ManagePayment, ManageStatus, ManageSubscription } from '../api/manage-view.js';
import type { PaymentDetail, SubscriptionInquiryResponseData } from '../api/subscription.js';
import { firstChargeAt, trialPeriodCount, type SchedulePlan } from '../schedule/plan-schedule.js';

const CANCELLED = new Set(['MERCHANT_CANCELLED', 'USER_CANCELLED', 'CHANNEL_CANCELLED', 'PLATFORM_CANCELLED']);

export interface ManageState {
  subscription: ManageSubscription;
  payments: ManagePayment[];
  /** The spec allows a cancel only while ACTIVE (trialing and past due are ACTIVE too). */
  cancellable: boolean;
}

export function manageState(data: SubscriptionInquiryResponseData, now: Date): ManageState {
  const product = data.productInfo ?? {};
  const plan = schedulePlan(data);
  const currency = (data.currency ?? '').toUpperCase();
  const payments = paymentHistory(data.paymentDetails ?? [], currency);
  const start = isoDate(product.startDateTime);
  const trialEnd = plan.trial && start ? firstChargeAt(plan, start) : undefined;
  const acquirerStatus = data.subscriptionStatus ?? 'IN_PROGRESS';
  const status = shopperStatus(acquirerStatus, { trialEnd, now, latest: payments[0] });
  const nextPaymentAt = status === 'cancelled' || status === 'expired' || status === 'closed' ? undefined : isoDate(product.nextPaymentDateTime);
  const subscription: ManageSubscription = {
    description: product.description ?? '',
    amount: { value: data.amount ?? '0', currency },
    periodType: plan.periodType,
    periodInterval: plan.periodInterval,
    status,
    acquirerStatus,
    ...(start ? { startAt: start.toISOString() } : {}),
    ...(trialEnd ? { trialEndAt: trialEnd.toISOString() } : {}),
    ...(nextPaymentAt ? { nextPaymentAt: nextPaymentAt.toISOString() } : {}),
    ...(isoDate(product.endDateTime) ? { endAt: isoDate(product.endDateTime)!.toISOString() } : {}),
    // Inferred: a cancel stops the next charge; the period already paid runs to its end.
    ...(nextPaymentAt ? { paidUntil: nextPaymentAt.toISOString() } : {}),
  };
  return { subscription, payments, cancellable: acquirerStatus === 'ACTIVE' };
}

/** The acquirer's subscriptionStatus, and for ACTIVE the trial and the latest payment, in the shopper's words. */
export function shopperStatus(acquirerStatus: string, at: { trialEnd?: Date | undefined; now: Date; latest?: ManagePayment | undefined }): ManageStatus {
  if (acquirerStatus === 'ACTIVE') {
    if (at.latest?.status === 'failed') return 'past_due';
    return at.trialEnd && at.now < at.trialEnd ? 'trialing' : 'active';
  }
  if (acquirerStatus === 'AUTHORIZATION_REQUIRED' || acquirerStatus === 'IN_PROGRESS') return 'pending';
  if (CANCELLED.has(acquirerStatus)) return 'cancelled';
  if (acquirerStatus === 'EXPIRED') return 'expired';
  return 'closed';
}

/** PaymentDetails newest first (by period, then time): paid, failed (ORDER_CLOSE) or pending. */
export function paymentHistory(details: readonly PaymentDetail[], currency: string): ManagePayment[] {
  return details
    .map((d, index) => ({ d, index, period: d.period === undefined ? undefined : Number(d.period) }))
    .sort((a, b) => (b.period ?? 0) - (a.period ?? 0) || String(b.d.orderUpdatedAt ?? '').localeCompare(String(a.d.orderUpdatedAt ?? '')) || b.index - a.index)
    .map(({ d, period }) => ({
      at: isoDate(d.orderUpdatedAt)?.toISOString() ?? '',
      amount: { value: d.orderAmount ?? '0', currency: (d.orderCurrency ?? currency).toUpperCase() },
      status: d.orderStatus === 'PAY_SUCCESS' ? 'paid' : d.orderStatus === 'ORDER_CLOSE' ? 'failed' : 'pending',
      ...(period !== undefined && Number.isInteger(period) ? { period } : {}),
    }));
}

function schedulePlan(data: SubscriptionInquiryResponseData): SchedulePlan & { periodType: NonNullable<SchedulePlan['periodType']> } {
  const p = data.productInfo ?? {};
  const periodType = p.periodType ?? 'MONTHLY';
  const periodInterval = positive(p.periodInterval) ?? 1;
  const trials = trialPeriodCount(p.trialPeriodAmount, p.numberOfTrialPeriod);
  return {
    periodType,
    periodInterval,
    ...(trials ? { trial: { periodType: p.trialPeriodType ?? periodType, periodInterval: positive(p.trialPeriodInterval) ?? periodInterval, numberOfPeriod: trials } } : {}),
  };
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function isoDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
