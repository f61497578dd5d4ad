/**
 * A subscription inquiry (the acquirer's record) → what the merchant's subscription page
 * shows: the state in the shopper's words, the plan, the dates and the payment history,
 * and what the shopper may do. Pure: the proxy calls it on every view and after every
 * action, and tests read it as tables.
 */
import type { ManagePayment, ManageStatus, ManageSubscription } from '../api/manage-view.js';
import type { PaymentDetail, SubscriptionInquiryResponseData } from '../api/subscription.js';
import { firstChargeAt, trialPeriodCount, type SchedulePlan } from '../schedule/plan-schedule.js';
import { nextChargeAt, paidUntil, trialRuns, type ScheduleRecord } from './manage-dates.js';

const CANCELLED = new Set(['MERCHANT_CANCELLED', 'USER_CANCELLED', 'CHANNEL_CANCELLED', 'PLATFORM_CANCELLED']);

export interface ManageState {
  subscription: ManageSubscription;
  payments: ManagePayment[];
  /** The spec allows a cancel only while ACTIVE (trialing and past due are ACTIVE too). */
  cancellable: boolean;
}

/** `now` only for a trial the record says nothing of (no period, no next payment): manage-dates.ts. */
export function manageState(data: SubscriptionInquiryResponseData, now: Date): ManageState {
  const product = data.productInfo ?? {};
  const plan = schedulePlan(data);
  const currency = (data.currency ?? '').toUpperCase();
  const payments = paymentHistory(data.paymentDetails ?? [], currency);
  const record = scheduleRecord(data, plan, payments);
  const { start, trialEnd } = record;
  const acquirerStatus = data.subscriptionStatus ?? 'IN_PROGRESS';
  const status = shopperStatus(acquirerStatus, { inTrial: trialRuns(record, now), latest: payments[0] });
  const nextPaymentAt = nextChargeAt(record, status);
  const access = paidUntil(record, status);
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
    ...(access ? { paidUntil: access.toISOString() } : {}),
  };
  return { subscription, payments, cancellable: acquirerStatus === 'ACTIVE' };
}

/**
 * The acquirer's subscriptionStatus, and for ACTIVE whether its record says the trial runs
 * (manage-dates.ts: never the proxy's clock) and the latest payment, in the shopper's words.
 */
export function shopperStatus(acquirerStatus: string, at: { inTrial: boolean; latest?: ManagePayment | undefined }): ManageStatus {
  if (acquirerStatus === 'ACTIVE') {
    if (at.latest?.status === 'failed') return 'past_due';
    return at.inTrial ? 'trialing' : 'active';
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

function scheduleRecord(data: SubscriptionInquiryResponseData, plan: SchedulePlan, payments: readonly ManagePayment[]): ScheduleRecord {
  const product = data.productInfo ?? {};
  const start = isoDate(product.startDateTime);
  const trialAmount = product.trialPeriodAmount?.trim() ?? '';
  return {
    plan,
    start,
    trialEnd: plan.trial && start ? firstChargeAt(plan, start) : undefined,
    freeTrial: plan.trial !== undefined && trialAmount !== '' && Number(trialAmount) === 0,
    nextPayment: isoDate(product.nextPaymentDateTime),
    currentPeriod: positive(product.currentPeriod),
    payments,
  };
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
