export { addMonths, addPeriods } from './calendar.js';
export { firstChargeAt, periodStart, scheduleEnd, totalPeriods, trialCount, trialPeriodCount, type SchedulePlan } from './plan-schedule.js';
export { afterDecline, DEFAULT_RETRY_STRATEGY, RETRY_INTERVAL_UNITS, retryIntervalMs, retryStrategyProblem, type AfterDecline, type RetryIntervalUnit, type RetryStrategy } from './retry-schedule.js';
