/**
 * A subscription's billing schedule, shared by the sandbox (which bills by it) and the
 * proxy (which shows the shopper the dates before they pay). Periods are numbered from 1
 * across the trial and the paid periods: trial periods first (Inferred:
 * numberOfTrialPeriod counts trial periods, each charged at its start), then the paid
 * periods (numberOfPeriod of them, or no end). Each period is paid at its start; the
 * subscription ends when its last period does.
 */
import type { PeriodType } from '../api/cashier.js';
import { addPeriods } from './calendar.js';

/** The part of a plan the schedule depends on. */
export interface SchedulePlan {
  periodType: PeriodType;
  periodInterval: number;
  numberOfPeriod?: number;
  trial?: { periodType: PeriodType; periodInterval: number; numberOfPeriod: number };
}

/**
 * The trial periods ProductInfo's fields give, or undefined for no trial: one rule for the
 * sandbox, the checkout's view and the subscription page. A trial price
 * (trialPeriodAmount, not blank) without numberOfTrialPeriod lasts one period
 * (Inferred); "0" periods, or a count that is not one, is no trial.
 */
export function trialPeriodCount(trialPeriodAmount: string | undefined, numberOfTrialPeriod: string | undefined): number | undefined {
  if (trialPeriodAmount === undefined || trialPeriodAmount === '') return undefined;
  if (numberOfTrialPeriod === undefined || numberOfTrialPeriod === '') return 1;
  const n = /^\d+$/.test(numberOfTrialPeriod) ? Number(numberOfTrialPeriod) : 0;
  return n > 0 ? n : undefined;
}

export function trialCount(plan: SchedulePlan): number {
  return plan.trial?.numberOfPeriod ?? 0;
}

/** Total number of periods, or undefined when there is no defined end. */
export function totalPeriods(plan: SchedulePlan): number | undefined {
  return plan.numberOfPeriod === undefined ? undefined : trialCount(plan) + plan.numberOfPeriod;
}

/** When period `index` starts (and is paid), for a subscription started at `start`. */
export function periodStart(plan: SchedulePlan, start: Date, index: number): Date {
  const trials = trialCount(plan);
  if (index <= trials) return addPeriods(start, plan.trial!.periodType, plan.trial!.periodInterval, index - 1);
  const trialEnd = trials ? addPeriods(start, plan.trial!.periodType, plan.trial!.periodInterval, trials) : start;
  return addPeriods(trialEnd, plan.periodType, plan.periodInterval, index - 1 - trials);
}

/** When the first full-price period is charged: the start, or the trial's end. */
export function firstChargeAt(plan: SchedulePlan, start: Date): Date {
  return periodStart(plan, start, trialCount(plan) + 1);
}

/** When the subscription ends, or undefined without a defined end. */
export function scheduleEnd(plan: SchedulePlan, start: Date): Date | undefined {
  const total = totalPeriods(plan);
  return total === undefined ? undefined : periodStart(plan, start, total + 1);
}
