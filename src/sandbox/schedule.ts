/**
 * A subscription's billing schedule. Periods are numbered from 1 across the trial and
 * the paid periods: trial periods first (Inferred: numberOfTrialPeriod counts trial
 * periods, each charged trialPeriodAmount at its start; 1 when a trial amount is given
 * without a count), then the paid periods (numberOfPeriod of them, or no end).
 * Each period is paid at its start; the subscription ends when its last period does.
 */
import { addPeriods } from './duration.js';
import type { Period, Plan } from './state.js';

export function trialCount(plan: Plan): number {
  return plan.trial?.numberOfPeriod ?? 0;
}

/** Total number of periods, or undefined when there is no defined end. */
export function totalPeriods(plan: Plan): number | undefined {
  return plan.numberOfPeriod === undefined ? undefined : trialCount(plan) + plan.numberOfPeriod;
}

export function periodOf(plan: Plan, index: number): Period {
  const trial = plan.trial && index <= trialCount(plan) ? plan.trial : undefined;
  return trial
    ? { index, trial: true, amountMinor: trial.amountMinor, type: trial.periodType, interval: trial.periodInterval }
    : { index, trial: false, amountMinor: plan.amountMinor, type: plan.periodType, interval: plan.periodInterval };
}

/** When period `index` starts (and is paid), for a subscription started at `start`. */
export function periodStart(plan: Plan, start: Date, index: number): Date {
  const trials = trialCount(plan);
  if (index <= trials) return addPeriods(start, plan.trial!.periodType, plan.trial!.periodInterval, index - 1);
  const trialEnd = trials ? addPeriods(start, plan.trial!.periodType, plan.trial!.periodInterval, trials) : start;
  return addPeriods(trialEnd, plan.periodType, plan.periodInterval, index - 1 - trials);
}

/** When the subscription ends, or undefined without a defined end. */
export function scheduleEnd(plan: Plan, start: Date): Date | undefined {
  const total = totalPeriods(plan);
  return total === undefined ? undefined : periodStart(plan, start, total + 1);
}
