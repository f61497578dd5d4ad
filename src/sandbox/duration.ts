/**
 * ISO 8601 durations (`P1M`, `P2DT3H`, `PT90S`) for the test clock. Months are calendar
 * months (src/core/schedule): adding P1M to 31 January lands on the last day of February.
 */
import { addMonths } from '../core/schedule/index.js';

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

export function addDuration(from: Date, d: Duration): Date {
  const calendar = addMonths(from, d.years * 12 + d.months);
  const ms = ((((d.weeks * 7 + d.days) * 24 + d.hours) * 60 + d.minutes) * 60 + d.seconds) * 1000;
  return new Date(calendar.getTime() + ms);
}
