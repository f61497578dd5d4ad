import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ManagePayment } from '../../../src/core/api/manage-view.js';
import { lastPaidPeriod, nextChargeAt, paidUntil, trialRuns, type ScheduleRecord } from '../../../src/core/manage/manage-dates.js';

const START = new Date('2026-11-28T10:00:00Z');
const TRIAL_END = new Date('2026-12-05T10:00:00Z');
const day = (n: number) => new Date(START.getTime() + n * 86_400_000);
const pay = (period: number | undefined, status: ManagePayment['status'] = 'paid'): ManagePayment => ({ at: '', amount: { value: '0', currency: 'EUR' }, status, ...(period === undefined ? {} : { period }) });
const freeWeek = (over: Partial<ScheduleRecord> = {}): ScheduleRecord => ({
  plan: { periodType: 'MONTHLY', periodInterval: 1, trial: { periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 7 } },
  start: START,
  trialEnd: TRIAL_END,
  freeTrial: true,
  payments: [],
  ...over,
});

test('lastPaidPeriod: the highest paid period, failed and unnumbered rows aside', () => {
  const table: Array<[ManagePayment[], number | undefined]> = [
    [[], undefined],
    [[pay(undefined)], undefined],
    [[pay(2, 'failed'), pay(1)], 1],
    [[pay(3, 'pending'), pay(2), pay(1)], 2],
    [[pay(1), pay(9)], 9],
  ];
  for (const [payments, last] of table) assert.equal(lastPaidPeriod(payments), last, JSON.stringify(payments));
});

test("trialRuns: the record's periods first, then its next try against the trial's end, the clock last", () => {
  const before = day(1);
  const after = day(30);
  const table: Array<[string, ScheduleRecord, Date, boolean]> = [
    ['no trial', { ...freeWeek(), plan: { periodType: 'MONTHLY', periodInterval: 1 } }, before, false],
    ['day 1 paid', freeWeek({ payments: [pay(1)] }), after, true],
    ['day 7 paid', freeWeek({ payments: [pay(7)] }), after, true],
    ['first full-price period paid', freeWeek({ payments: [pay(8), pay(7)] }), before, false],
    ['full-price period failed: not paid', freeWeek({ payments: [pay(8, 'failed'), pay(7)] }), after, true],
    ['currentPeriod past the trial', freeWeek({ currentPeriod: 8 }), before, false],
    ['currentPeriod in the trial', freeWeek({ currentPeriod: 3 }), after, true],
    ['next try within the trial', freeWeek({ nextPayment: day(3) }), after, true],
    ['next try at the trial end', freeWeek({ nextPayment: TRIAL_END }), after, true],
    ['next try after the trial end', freeWeek({ nextPayment: day(38) }), before, false],
    ['nothing in the record: the clock, before', freeWeek(), before, true],
    ['nothing in the record: the clock, after', freeWeek(), after, false],
  ];
  for (const [name, record, now, runs] of table) assert.equal(trialRuns(record, now), runs, name);
});

test('nextChargeAt and paidUntil: a free trial skips its €0 days; past due and cancelled keep the last paid period', () => {
  const paidTrial: Partial<ScheduleRecord> = { freeTrial: false, plan: { periodType: 'MONTHLY', periodInterval: 1, trial: { periodType: 'MONTHLY', periodInterval: 1, numberOfPeriod: 3 } }, trialEnd: new Date('2027-02-28T10:00:00Z') };
  const table: Array<[string, ScheduleRecord, Parameters<typeof paidUntil>[1], Date | undefined, Date | undefined]> = [
    ['free trial, a €0 day next', freeWeek({ nextPayment: day(1), payments: [pay(1)] }), 'trialing', TRIAL_END, TRIAL_END],
    ['free trial, no next try', freeWeek({ payments: [pay(1)] }), 'trialing', TRIAL_END, TRIAL_END],
    ['free trial, next try later than its end', freeWeek({ nextPayment: day(8), payments: [pay(7)] }), 'trialing', day(8), TRIAL_END],
    ['paid trial: its charges are real', freeWeek({ ...paidTrial, nextPayment: new Date('2026-12-28T10:00:00Z'), payments: [pay(1)] }), 'trialing', new Date('2026-12-28T10:00:00Z'), new Date('2026-12-28T10:00:00Z')],
    ['active', freeWeek({ nextPayment: new Date('2027-01-05T10:00:00Z'), payments: [pay(8)] }), 'active', new Date('2027-01-05T10:00:00Z'), new Date('2027-01-05T10:00:00Z')],
    ['past due at the first full-price charge', freeWeek({ nextPayment: day(8), payments: [pay(8, 'failed'), pay(7)] }), 'past_due', day(8), TRIAL_END],
    ['past due in a paid trial', freeWeek({ ...paidTrial, nextPayment: new Date('2026-12-29T10:00:00Z'), payments: [pay(2, 'failed'), pay(1)] }), 'past_due', new Date('2026-12-29T10:00:00Z'), new Date('2026-12-28T10:00:00Z')],
    ['past due, nothing paid', freeWeek({ nextPayment: day(1), payments: [pay(1, 'failed')] }), 'past_due', day(1), undefined],
    ['cancelled in the free trial', freeWeek({ payments: [pay(2), pay(1)] }), 'cancelled', undefined, TRIAL_END],
    ['cancelled after a paid month', freeWeek({ payments: [pay(8), pay(7)] }), 'cancelled', undefined, new Date('2027-01-05T10:00:00Z')],
    ['cancelled without a start', freeWeek({ start: undefined, trialEnd: undefined, payments: [pay(8)] }), 'cancelled', undefined, undefined],
    ['expired', freeWeek({ payments: [pay(9)] }), 'expired', undefined, undefined],
    ['closed', freeWeek({ nextPayment: day(9), payments: [pay(9, 'failed'), pay(8)] }), 'closed', undefined, undefined],
  ];
  for (const [name, record, status, next, until] of table) {
    assert.deepEqual([nextChargeAt(record, status), paidUntil(record, status)], [next, until], name);
  }
});
