export { addMonths, addPeriods } from './calendar.js';
export { firstChargeAt, periodStart, scheduleEnd, totalPeriods, trialCount, type SchedulePlan } from './plan-schedule.js';
