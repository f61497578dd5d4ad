import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CashierLanguage,
  DateTimeString,
  DecimalAmount,
  JsonString,
  PositiveDecimal,
  webUrlOf,
} from '../../../src/core/api/common.js';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, values: unknown[], expected: boolean) => {
  for (const value of values) assert.equal(schema.safeParse(value).success, expected, `${JSON.stringify(value)}`);
};

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

test('CashierLanguage: a well-formed BCP 47 tag with registered subtags, at most 24 (table in test/core/i18n/language-tag.test.ts)', () => {
  accepts(CashierLanguage, ['en', 'en-US', 'zh-Hans', 'zh-Hant-TW', 'PT-br', 'es-419', 'ar-EG-u-nu-latn', 'en-x-twain', 'fil', 'yue-HK', 'sr-Latn-RS'], true);
  accepts(CashierLanguage, ['e', 'en_US', 'zh-Hans-TW-x', 'i-klingon', 'x-private', '', 5, 'english', 'xx', 'en-AB'], false);
});

test('webUrlOf reads every form of action', () => {
  assert.equal(webUrlOf({ webUrl: 'https://a.example/x' }), 'https://a.example/x');
  assert.equal(webUrlOf('{"webUrl":"https://a.example/x"}'), 'https://a.example/x');
  assert.equal(webUrlOf(' https://a.example/x '), 'https://a.example/x');
  assert.equal(webUrlOf('{"webUrl":5}'), undefined);
  assert.equal(webUrlOf('{broken'), undefined);
  assert.equal(webUrlOf('[]'), undefined);
});
