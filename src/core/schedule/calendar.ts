/**
 * Calendar arithmetic for subscription periods, in UTC. Months are calendar months:
 * one month after 31 January is the last day of February, never a day in March.
 */
import type { PeriodType } from '../api/cashier.js';

/** Adds calendar months, clamping to the last day of the target month. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The instant `count` periods of `interval` units after `from`. */
export function addPeriods(from: Date, type: PeriodType, interval: number, count: number): Date {
  const units = interval * count;
  if (type === 'MONTHLY') return addMonths(from, units);
  const days = type === 'WEEKLY' ? units * 7 : units;
  return new Date(from.getTime() + days * 86_400_000);
}
