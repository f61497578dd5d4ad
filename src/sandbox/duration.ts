/**
 * ISO 8601 durations (`P1M`, `P2DT3H`, `PT90S`) for the test clock, and calendar
 * arithmetic for subscription periods. Months are calendar months: adding P1M to
 * 31 January lands on the last day of February, never in March.
 */
export interface Duration {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const ISO_DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Parses an ISO 8601 duration; undefined when it is not one (or is empty, like `P` or `PT`). */
export function parseDuration(text: string): Duration | undefined {
  const match = ISO_DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const n = (i: number) => Number(match[i] ?? 0);
  return { years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: n(7) };
}

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

export function addDuration(from: Date, d: Duration): Date {
  const calendar = addMonths(from, d.years * 12 + d.months);
  const ms = ((((d.weeks * 7 + d.days) * 24 + d.hours) * 60 + d.minutes) * 60 + d.seconds) * 1000;
  return new Date(calendar.getTime() + ms);
}

export type PeriodType = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** The instant `count` periods of `interval` units after `from`. */
export function addPeriods(from: Date, type: PeriodType, interval: number, count: number): Date {
  const units = interval * count;
  if (type === 'MONTHLY') return addMonths(from, units);
  const days = type === 'WEEKLY' ? units * 7 : units;
  return new Date(from.getTime() + days * 86_400_000);
}
