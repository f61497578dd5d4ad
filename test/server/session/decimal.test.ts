import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareDecimal, subtractFloorZero } from '../../../src/server/session/decimal.js';

test('compareDecimal: table', () => {
  const rows: [string, string, -1 | 0 | 1 | undefined][] = [
    ['9.99', '10', -1],
    ['10.00', '10', 0],
    ['10.01', '10', 1],
    ['0.1', '0.10', 0],
    ['abc', '1', undefined],
  ];
  for (const [a, b, want] of rows) assert.equal(compareDecimal(a, b), want, `${a} vs ${b}`);
});

test('subtractFloorZero: table', () => {
  const rows: [string, string, string][] = [
    ['19.99', '5', '14.99'],
    ['5', '19.99', '0.00'],
    ['10', '3', '7'],
    ['0.30', '0.1', '0.20'],
  ];
  for (const [a, b, want] of rows) assert.equal(subtractFloorZero(a, b), want, `${a} - ${b}`);
});
