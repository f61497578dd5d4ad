import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planView } from '../../../src/server/session/plan-view.js';

const EUR = { value: '9.99', currency: 'EUR' };
const pro = { description: 'Pro', periodType: 'MONTHLY', periodInterval: '1' } as const;

test('planView: the trial as the sandbox bills it (one period when uncounted, none for "0")', () => {
  const rows: Array<[Record<string, string>, number | undefined]> = [
    [{}, undefined],
    [{ trialPeriodAmount: '' }, undefined],
    [{ trialPeriodAmount: '0' }, 1],
    [{ trialPeriodAmount: '1.00', numberOfTrialPeriod: '2' }, 2],
    [{ trialPeriodAmount: '0', numberOfTrialPeriod: '0' }, undefined],
  ];
  for (const [fields, want] of rows) assert.equal(planView({ ...pro, ...fields }, EUR).trial?.numberOfPeriod, want, JSON.stringify(fields));
  const trial = planView({ ...pro, trialPeriodAmount: '1.00', trialPeriodType: 'WEEKLY', trialPeriodInterval: '2' }, EUR).trial;
  assert.deepEqual(trial, { amount: { value: '1.00', currency: 'EUR' }, periodType: 'WEEKLY', periodInterval: 2, numberOfPeriod: 1 });
});
