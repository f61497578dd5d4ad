/**
 * The subscription page's dates from the acquirer's record, never from the proxy's clock
 * (the acquirer's clock, a sandbox's test clock among them, is the one that bills):
 * whether the trial still runs, when the next real charge is, and until when the shopper
 * has access (what a cancel leaves them). Pure; read as tables in
 * test/core/manage/manage-dates.test.ts.
 */
import type { ManagePayment, ManageStatus } from '../api/manage-view.js';
import { periodStart, trialCount, type SchedulePlan } from '../schedule/plan-schedule.js';

/** What the acquirer's record says of a subscription's schedule. */
export interface ScheduleRecord {
  plan: SchedulePlan;
  /** productInfo.startDateTime. */
  start?: Date | undefined;
  /** The first full-price charge, when the plan has a trial and a start. */
  trialEnd?: Date | undefined;
  /** The trial's periods cost nothing (trialPeriodAmount is zero): their €0 "charges" are no payment to the shopper. */
  freeTrial: boolean;
  /** productInfo.nextPaymentDateTime: the acquirer's next try, a €0 trial day or a retry included. */
  nextPayment?: Date | undefined;
  /** productInfo.currentPeriod. */
  currentPeriod?: number | undefined;
  /** The history (paymentHistory), newest first. */
  payments: readonly ManagePayment[];
}

/** The latest period paid (PAY_SUCCESS), by the history's period numbers. */
export function lastPaidPeriod(payments: readonly ManagePayment[]): number | undefined {
  let last: number | undefined;
  for (const p of payments) if (p.status === 'paid' && p.period !== undefined && (last === undefined || p.period > last)) last = p.period;
  return last;
}

/**
 * Whether the trial still runs, by the acquirer's record: no period after the trial's is
 * paid or current. Without periods, whether the acquirer's next try is the trial's end or
 * before it; only a record with neither asks the clock (`now`).
 */
export function trialRuns(record: ScheduleRecord, now: Date): boolean {
  const trials = trialCount(record.plan);
  if (!trials) return false;
  const reached = [lastPaidPeriod(record.payments), record.currentPeriod].filter((n): n is number => n !== undefined);
  if (reached.length > 0) return Math.max(...reached) <= trials;
  if (record.nextPayment && record.trialEnd) return record.nextPayment <= record.trialEnd;
  return record.trialEnd !== undefined && now < record.trialEnd;
}

/**
 * The next real charge: the acquirer's next try, but in a free trial (whose daily €0 tries
 * charge nothing) the later of it and the trial's end, the first full-price charge. None
 * once the subscription is over.
 */
export function nextChargeAt(record: ScheduleRecord, status: ManageStatus): Date | undefined {
  if (status === 'cancelled' || status === 'expired' || status === 'closed') return undefined;
  if (status === 'trialing' && record.freeTrial && record.trialEnd) {
    return record.nextPayment && record.nextPayment > record.trialEnd ? record.nextPayment : record.trialEnd;
  }
  return record.nextPayment;
}

/**
 * Until when the shopper has access, what a cancel leaves them (Inferred: a cancel stops
 * the next charge; what is paid runs to its end). In a free trial, the trial's end. Active,
 * the acquirer's next payment date. Past due or cancelled, the end of the last period paid
 * (by the plan's schedule from the start): never a retry's date, the period it retries was
 * not paid. None for a subscription that expired or closed, or nothing paid.
 */
export function paidUntil(record: ScheduleRecord, status: ManageStatus): Date | undefined {
  if (status === 'expired' || status === 'closed') return undefined;
  if (status === 'trialing' && record.freeTrial && record.trialEnd) return record.trialEnd;
  if ((status === 'active' || status === 'trialing') && record.nextPayment) return record.nextPayment;
  const last = lastPaidPeriod(record.payments);
  if (last === undefined || !record.start) return undefined;
  if (record.freeTrial && record.trialEnd && last <= trialCount(record.plan)) return record.trialEnd;
  return periodStart(record.plan, record.start, last + 1);
}
