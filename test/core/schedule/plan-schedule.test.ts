import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMonths, addPeriods, firstChargeAt, periodStart, scheduleEnd, totalPeriods, trialPeriodCount, type SchedulePlan } from '../../../src/core/schedule/index.js';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const iso = (d: Date | undefined) => d?.toISOString().slice(0, 10);

test('addMonths clamps to the last day of the month', () => {
  const rows: Array<[string, number, string]> = [
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-31', 12, '2027-05-31'],
    ['2026-01-31', 0, '2026-01-31'],
  ];
  for (const [from, months, want] of rows) assert.equal(iso(addMonths(day(from), months)), want, `${from} + ${months}M`);
});

test('trialPeriodCount: a trial price without a count is one period; "0" or no price is no trial', () => {
  const rows: Array<[string | undefined, string | undefined, number | undefined]> = [
    ['0', undefined, 1],
    ['0', '', 1],
    ['1.00', '3', 3],
    ['0', '0', undefined],
    ['0', 'x', undefined],
    [undefined, '2', undefined],
    ['', '2', undefined],
  ];
  for (const [amount, count, want] of rows) assert.equal(trialPeriodCount(amount, count), want, `${amount} × ${count}`);
});

test('addPeriods by type and interval', () => {
  const rows: Array<[string, 'DAILY' | 'WEEKLY' | 'MONTHLY', number, number, string]> = [
    ['2026-11-21', 'DAILY', 1, 7, '2026-11-28'],
    ['2026-11-21', 'WEEKLY', 2, 1, '2026-12-05'],
    ['2026-11-21', 'MONTHLY', 3, 2, '2027-05-21'],
    ['2026-11-21', 'DAILY', 365, 1, '2027-11-21'],
  ];
  for (const [from, type, interval, count, want] of rows) assert.equal(iso(addPeriods(day(from), type, interval, count)), want);
});

const monthly12: SchedulePlan = { periodType: 'MONTHLY', periodInterval: 1, numberOfPeriod: 12 };
const biweeklyWithTrial: SchedulePlan = {
  periodType: 'WEEKLY',
  periodInterval: 2,
  trial: { periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 7 },
};

test('a plan without a trial: charged now, ends after its periods', () => {
  const start = day('2026-11-21');
  assert.equal(iso(firstChargeAt(monthly12, start)), '2026-11-21');
  assert.equal(iso(periodStart(monthly12, start, 2)), '2026-12-21');
  assert.equal(totalPeriods(monthly12), 12);
  assert.equal(iso(scheduleEnd(monthly12, start)), '2027-11-21');
});

test('a trial first: the first charge is the trial end; no numberOfPeriod means no end', () => {
  const start = day('2026-11-21');
  assert.equal(iso(periodStart(biweeklyWithTrial, start, 1)), '2026-11-21');
  assert.equal(iso(periodStart(biweeklyWithTrial, start, 7)), '2026-11-27');
  assert.equal(iso(firstChargeAt(biweeklyWithTrial, start)), '2026-11-28');
  assert.equal(iso(periodStart(biweeklyWithTrial, start, 9)), '2026-12-12');
  assert.equal(totalPeriods(biweeklyWithTrial), undefined);
  assert.equal(scheduleEnd(biweeklyWithTrial, start), undefined);
});
