import assert from 'node:assert/strict';
import { test } from 'node:test';
import { payLabelKey } from '../../../src/core/flow/pay-label.js';

test('payLabelKey: a trial starts (free when nothing is due), anything else pays', () => {
  const rows: Array<[boolean, string | undefined, string]> = [
    [true, '0', 'pay.startFreeTrial'],
    [true, '0.00', 'pay.startFreeTrial'],
    [true, '1.00', 'pay.startTrial'],
    [false, '0.00', 'pay.button'],
    [false, '24.90', 'pay.button'],
    [false, undefined, 'pay.button'],
  ];
  for (const [trial, amount, key] of rows) assert.equal(payLabelKey(trial, amount), key, `${trial} ${amount}`);
});
