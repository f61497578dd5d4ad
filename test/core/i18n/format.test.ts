import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatAmount,
  formatCountdown,
  formatDate,
  formatDateTime,
} from '../../../src/core/i18n/format.js';

// Node 20's ICU. Intl separates with no-break spaces (U+00A0, and U+202F in French
// grouping); Arabic output opens with a right-to-left mark (U+200F).
const LOCALES = ['en', 'de', 'ja', 'ar', 'fr'] as const;
const AMOUNTS_1234_5: ReadonlyArray<[currency: string, byLocale: readonly string[]]> = [
  ['JPY', ['¥1,235', '1.235\u00a0¥', '￥1,235', '\u200f1,235\u00a0JP¥', '1\u202f235\u00a0JPY']],
  ['KWD', ['KWD\u00a01,234.500', '1.234,500\u00a0KWD', 'KWD\u00a01,234.500', '\u200f1,234.500\u00a0د.ك.\u200f', '1\u202f234,500\u00a0KWD']],
  ['EUR', ['€1,234.50', '1.234,50\u00a0€', '€1,234.50', '\u200f1,234.50\u00a0€', '1\u202f234,50\u00a0€']],
  ['USD', ['$1,234.50', '1.234,50\u00a0$', '$1,234.50', '\u200f1,234.50\u00a0US$', '1\u202f234,50\u00a0$US']],
];

for (const [currency, byLocale] of AMOUNTS_1234_5) {
  LOCALES.forEach((locale, i) => {
    test(`formatAmount("1234.5", ${currency}, ${locale})`, () => {
      assert.equal(formatAmount('1234.5', currency, locale), byLocale[i]);
    });
  });
}

const amounts: ReadonlyArray<[value: string, currency: string, locale: string, expected: string]> = [
  // minor units per currency
  ['1000', 'JPY', 'en', '¥1,000'],
  ['1000.00', 'JPY', 'ja', '￥1,000'],
  ['0.125', 'KWD', 'en', 'KWD\u00a00.125'],
  ['9.99', 'EUR', 'de', '9,99\u00a0€'],
  ['9.9', 'EUR', 'en', '€9.90'],
  ['0', 'USD', 'en', '$0.00'],
  ['-5', 'USD', 'en', '-$5.00'],
  ['10', 'eur', 'en', '€10.00'], // lower-case code
  // decimal rounding, not float: 1.005 is 1.00499… as a double
  ['1.005', 'EUR', 'en', '€1.01'],
  ['2.675', 'USD', 'en', '$2.68'],
  ['12345678901234567.125', 'USD', 'en', '$12,345,678,901,234,567.13'],
  // unknown or malformed currency: every given digit, the code after
  ['12.34', 'XYZ', 'en', '12.34\u00a0XYZ'],
  ['0.00012345', 'BTC', 'de', '0,00012345\u00a0BTC'],
  ['12.34', 'EURO', 'fr', '12,34\u00a0EURO'],
  ['7', '', 'en', '7'],
  // not a decimal: shown as given
  ['abc', 'EUR', 'en', 'abc EUR'],
  ['1e3', 'EUR', 'en', '1e3 EUR'],
  ['', 'EUR', 'en', 'EUR'],
  // a locale Intl refuses: English
  ['12.5', 'EUR', 'C', '€12.50'],
  ['12.5', 'EUR', '', '€12.50'],
];

for (const [value, currency, locale, expected] of amounts) {
  test(`formatAmount(${JSON.stringify(value)}, ${JSON.stringify(currency)}, ${JSON.stringify(locale)})`, () => {
    assert.equal(formatAmount(value, currency, locale), expected);
  });
}

const dates: ReadonlyArray<[locale: string, date: string, dateTime: string]> = [
  ['en', 'Sep 8, 2026', 'Sep 8, 2026, 11:30 PM'], // V8 keeps a plain space before PM (web compatibility)
  ['de', '08.09.2026', '08.09.2026, 23:30'],
  ['ja', '2026/09/08', '2026/09/08 23:30'],
  ['fr', '8 sept. 2026', '8 sept. 2026, 23:30'],
];

for (const [locale, date, dateTime] of dates) {
  test(`formatDate and formatDateTime in ${locale}`, () => {
    assert.equal(formatDate('2026-09-08T23:30:00Z', locale, 'medium', 'UTC'), date);
    assert.equal(formatDateTime('2026-09-08T23:30:00Z', locale, 'medium', 'UTC'), dateTime);
  });
}

test('a calendar date is the same day in every time zone', () => {
  for (const timeZone of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
    assert.equal(formatDate('2026-09-08', 'en', 'long', timeZone), 'September 8, 2026');
  }
});

test('an instant moves with the time zone', () => {
  assert.equal(formatDate('2026-09-08T23:30:00Z', 'en', 'long', 'Asia/Tokyo'), 'September 9, 2026');
});

test('bad dates and time zones degrade without throwing', () => {
  assert.equal(formatDate('not a date', 'en'), 'not a date');
  assert.equal(formatDate('', 'de'), '');
  assert.equal(formatDateTime('2026-09-08T23:30:00Z', 'en', 'medium', 'Mars/Base'), '2026-09-08 23:30 UTC');
  assert.equal(formatDate('2026-09-08T23:30:00Z', 'C', 'medium', 'UTC'), 'Sep 8, 2026');
});

const countdowns: ReadonlyArray<[msLeft: number, locale: string, expected: string]> = [
  [15 * 60_000, 'en', '15:00'],
  [15 * 60_000 - 1000, 'en', '14:59'],
  [15 * 60_000 - 1500, 'en', '14:59'], // seconds round up
  [15 * 60_000 - 1, 'en', '15:00'],
  [5_000, 'en', '0:05'],
  [1, 'en', '0:01'],
  [0, 'en', '0:00'],
  [-30_000, 'en', '0:00'],
  [Number.NaN, 'en', '0:00'],
  [Number.POSITIVE_INFINITY, 'en', '0:00'],
  [3_723_000, 'en', '1:02:03'],
  [3_600_000, 'de', '1:00:00'],
  [4 * 3_600_000, 'ja', '4:00:00'],
  [30 * 3_600_000, 'fr', '30:00:00'],
  [599_000, 'ar-EG', '٩:٥٩'], // the locale's own digits
  [599_000, 'x-bad', '9:59'],
];

for (const [msLeft, locale, expected] of countdowns) {
  test(`formatCountdown(${msLeft}, ${locale}) → ${expected}`, () => {
    assert.equal(formatCountdown(msLeft, locale), expected);
  });
}

// Issue #17: money follows the whole tag (region, -u-nu-), not the catalog's language:
// Mexico, Switzerland, Austria, Egypt and Norway each have their own format.
const regional: ReadonlyArray<[value: string, currency: string, tag: string, expected: string]> = [
  ['1234.5', 'MXN', 'es-MX', '$1,234.50'],
  ['1234.5', 'MXN', 'es', '1234,50\u00a0MXN'],
  ['1234.5', 'CHF', 'de-CH', "CHF\u00a01'234.50"],
  ['1234.5', 'CHF', 'de', '1.234,50\u00a0CHF'],
  ['1234.5', 'EUR', 'de-AT', '€\u00a01.234,50'],
  ['1234.5', 'EGP', 'ar-EG', '\u200f١\u066c٢٣٤\u066b٥٠\u00a0ج.م.\u200f'],
  ['1234.5', 'EGP', 'ar-EG-u-nu-latn', '\u200f1,234.50\u00a0ج.م.\u200f'],
  ['1234.5', 'NOK', 'nb-NO', '1\u00a0234,50\u00a0kr'],
  ['1234.5', 'NOK', 'no', '1\u00a0234,50\u00a0kr'],
  ['1234.5', 'INR', 'hi-IN-u-nu-deva', '₹१,२३४.५०'],
  ['1234.5', 'EUR', 'en-US-u-nu-thai', '€๑,๒๓๔.๕๐'],
  ['1234.5', 'CHF', 'de-CH-u-nu-latn-x-formal', "CHF\u00a01'234.50"], // private use ignored
  ['1234.5', 'EUR', 'es-419', 'EUR\u00a01,234.50'],
];

for (const [value, currency, tag, expected] of regional) {
  test(`formatAmount(${value}, ${currency}, ${tag}) follows the tag`, () => {
    assert.equal(formatAmount(value, currency, tag), expected);
    assert.equal(expected, new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(value)));
  });
}

// Calendars and regions from the tag.
const calendars: ReadonlyArray<[tag: string, expected: string]> = [
  ['ja-JP-u-ca-japanese', '令和8年9月8日'],
  ['th-TH-u-ca-buddhist', '8 กันยายน 2569'],
  ['he-IL-u-ca-hebrew', 'כ״ו באלול תשפ״ו'],
  ['en-GB', '8 September 2026'],
  ['de-CH', '8. September 2026'],
  ['es-MX', '8 de septiembre de 2026'],
  ['nb-NO', '8. september 2026'],
];

for (const [tag, expected] of calendars) {
  test(`formatDate in ${tag}`, () => {
    assert.equal(formatDate('2026-09-08', tag, 'long', 'UTC'), expected);
  });
}

test('the countdown keeps the tag’s numbering system', () => {
  assert.equal(formatCountdown(599_000, 'ar-EG-u-nu-latn'), '9:59');
  assert.equal(formatCountdown(599_000, 'th-u-nu-thai'), '๙:๕๙');
});
