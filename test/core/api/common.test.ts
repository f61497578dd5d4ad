import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DateTimeString,
  DecimalAmount,
  JsonString,
  PositiveDecimal,
  webUrlOf,
} from '../../../src/core/api/common.js';
import { accepts } from './fixtures.js';

test('DecimalAmount: plain decimal strings only', () => {
  accepts(DecimalAmount, ['0', '9.99', '0.5', '100', '123456789012345678.5'], true);
  accepts(DecimalAmount, ['', '-1', '+1', '1e3', '1.', '.5', '01', '1,00', ' 1', 'NaN', 9.99, null], false);
  accepts(PositiveDecimal, ['0.01', '1'], true);
  accepts(PositiveDecimal, ['0', '0.00', '-2'], false);
});

test('JsonString: a JSON document in a string, never an object', () => {
  accepts(JsonString, ['{}', '{"a":[1,2]}', '"text"', '1', 'null'], true);
  accepts(JsonString, [{}, [], '', '{', "{'a':1}", 5], false);
});

test('DateTimeString: ISO 8601 date-time with an offset', () => {
  accepts(DateTimeString, ['2026-07-08T10:00:00Z', '2026-07-08T10:00:00.123+08:00', '2026-07-08T10:00:00-0500'], true);
  accepts(DateTimeString, ['2026-07-08', '2026-07-08T10:00:00', '2026-07-08T24:00:00Z', '2026-00-08T10:00:00Z', 'now', 1_700_000_000], false);
});

test('webUrlOf reads every form of action', () => {
  assert.equal(webUrlOf({ webUrl: 'https://a.example/x' }), 'https://a.example/x');
  assert.equal(webUrlOf('{"webUrl":"https://a.example/x"}'), 'https://a.example/x');
  assert.equal(webUrlOf(' https://a.example/x '), 'https://a.example/x');
  assert.equal(webUrlOf('{"webUrl":5}'), undefined);
  assert.equal(webUrlOf('{broken'), undefined);
  assert.equal(webUrlOf('[]'), undefined);
});
