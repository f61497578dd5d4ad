import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CARD_FIELDS,
  checkCard,
  checkCardNumber,
  checkField,
  checkCvc,
  checkExpiry,
  detectCardBrand,
  expiryToString,
  formatCardNumber,
  formatExpiryInput,
  isExpiryPast,
  luhnValid,
  parseExpiry,
} from '../../../src/core/card/index.js';

test('detectCardBrand', () => {
  const table: Array<[string, string]> = [
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['', 'unknown'],
    ['5', 'unknown'],
    ['9999', 'unknown'],
    ['4242 4242', 'visa'],
  ];
  for (const [number, brand] of table) assert.equal(detectCardBrand(number), brand, number);
});

test('luhnValid', () => {
  const table: Array<[string, boolean]> = [
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['4000000000000002', true],
    ['4000000000003220', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['4242 4242 4242 4242', true],
    ['0', false],
    ['', false],
    ['79927398713', true],
    ['79927398710', false],
  ];
  for (const [number, valid] of table) assert.equal(luhnValid(number), valid, number);
});

test('formatCardNumber groups by brand and cuts at the longest length', () => {
  const table: Array<[string, string]> = [
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100051111', '3782 822463 10005'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['42424242424242421234', '4242 4242 4242 4242 123'],
    ['30569309025904', '3056 930902 5904'],
    ['abc', ''],
  ];
  for (const [input, out] of table) assert.equal(formatCardNumber(input), out, input);
});

test('formatExpiryInput', () => {
  const table: Array<[string, string]> = [
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['122', '12/2'],
    ['1225', '12/25'],
    ['12/25', '12/25'],
    ['12/2599', '12/25'],
    ['', ''],
  ];
  for (const [input, out] of table) assert.equal(formatExpiryInput(input), out, input);
});

test('parseExpiry and expiryToString', () => {
  const table: Array<[string, string | null]> = [
    ['12/25', '12/25'],
    ['1/30', '01/30'],
    ['0130', '01/30'],
    ['01 / 2031', '01/31'],
    ['13/25', null],
    ['00/25', null],
    ['12', null],
    ['ab/cd', null],
    ['', null],
  ];
  for (const [input, out] of table) {
    const parsed = parseExpiry(input);
    assert.equal(parsed && expiryToString(parsed), out, input);
  }
});

test('isExpiryPast: valid through the end of the month', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  assert.equal(isExpiryPast({ month: 5, year: 2026 }, now), false);
  assert.equal(isExpiryPast({ month: 4, year: 2026 }, now), true);
  assert.equal(isExpiryPast({ month: 12, year: 2025 }, now), true);
  assert.equal(isExpiryPast({ month: 1, year: 2027 }, now), false);
});

test('field checks', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  assert.equal(checkCardNumber(''), 'required');
  assert.equal(checkCardNumber('4242 4242'), 'incomplete');
  assert.equal(checkCardNumber('4242 4242 4242 4241'), 'invalid');
  assert.equal(checkCardNumber('4242 4242 4242 4242'), null);
  assert.equal(checkCardNumber('3782 822463 10005'), null);
  assert.equal(checkExpiry('', now), 'required');
  assert.equal(checkExpiry('13/30', now), 'invalid');
  assert.equal(checkExpiry('04/26', now), 'expired');
  assert.equal(checkExpiry('05/26', now), null);
  assert.equal(checkCvc('', '4242'), 'required');
  assert.equal(checkCvc('12', '4242'), 'incomplete');
  assert.equal(checkCvc('123', '4242'), null);
  assert.equal(checkCvc('123', '378282246310005'), 'incomplete');
  assert.equal(checkCvc('1234', '378282246310005'), null);
  assert.equal(checkCvc('1234', '4242'), 'invalid');
  assert.equal(checkCvc('12a', '4242'), 'invalid');
});

test('checkCard collects every field error', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  assert.deepEqual(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'A B' }, now), {});
  assert.deepEqual(checkCard({ number: '', expiry: '01/20', cvc: '1', name: ' ' }, now), {
    number: 'required',
    expiry: 'expired',
    cvc: 'incomplete',
    name: 'required',
  });
});

test('checkField: the one field the form checks on blur, as checkCard finds it (the CVC against the number typed)', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const rows: [string, { number: string; expiry: string; cvc: string; name: string }][] = [
    ['all valid', { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'A B' }],
    ['all wrong', { number: '4242', expiry: '01/20', cvc: '1', name: ' ' }],
    ['Amex wants four CVC digits', { number: '378282246310005', expiry: '13/30', cvc: '123', name: '' }],
  ];
  for (const [what, card] of rows) {
    const all = checkCard(card, now);
    for (const field of CARD_FIELDS) assert.equal(checkField(field, card, now), all[field] ?? null, `${what}: ${field}`);
  }
  assert.equal(checkField('cvc', { number: '378282246310005', expiry: '', cvc: '123', name: '' }, now), 'incomplete');
});
