/**
 * The sandbox's view of a billing schedule: which period is a trial and what it costs.
 * The dates come from src/core/schedule, which the proxy shares.
 */
import { trialCount } from '../core/schedule/index.js';
import type { Period, Plan } from './state.js';

export { periodStart, scheduleEnd, totalPeriods, trialCount } from '../core/schedule/index.js';

export function periodOf(plan: Plan, index: number): Period {
  const trial = plan.trial && index <= trialCount(plan) ? plan.trial : undefined;
  return trial
    ? { index, trial: true, amountMinor: trial.amountMinor, type: trial.periodType, interval: trial.periodInterval }
    : { index, trial: false, amountMinor: plan.amountMinor, type: plan.periodType, interval: plan.periodInterval };
}
