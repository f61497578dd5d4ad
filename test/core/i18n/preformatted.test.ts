import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calendarDay, formatAmount, formatDate } from '../../../src/core/i18n/format.js';
import { formatPricePerPeriod } from '../../../src/core/i18n/period-format.js';
import { formatNumber, recordFormats, rememberFormats } from '../../../src/core/i18n/preformatted.js';
import { createTranslator } from '../../../src/core/i18n/translator.js';
import { de } from '../../../src/core/i18n/catalogs/de.js';

/** Intl's formatters replaced by ones that throw: only remembered strings can answer. */
function withoutIntlFormatters<T>(t: import('node:test').TestContext, run: () => T): T {
  const refuse = () => {
    throw new Error('Intl formatter at first render');
  };
  const formatters = [t.mock.method(Intl, 'NumberFormat', refuse), t.mock.method(Intl, 'DateTimeFormat', refuse)];
  try {
    const result = run();
    // formatDate turns a refusing formatter into its plain fallback: count the calls too.
    if (formatters.some((f) => f.mock.callCount() > 0)) throw new Error('Intl formatter at first render');
    return result;
  } finally {
    t.mock.restoreAll();
  }
}

test('recordFormats keys every formatting call by what it is, its locale and its inputs', () => {
  const formats = recordFormats(() => {
    formatAmount(' 1234.5 ', 'eur', 'de-CH');
    formatNumber(3, 'ar');
    formatDate('2026-09-08', 'ja-JP', 'long');
  });
  assert.deepEqual(formats, {
    'a|de-CH|EUR|1234.5': new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'EUR' }).format(1234.5),
    'n|ar|3': new Intl.NumberFormat('ar').format(3),
    'd|ja-JP|long|2026-09-08': new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-09-08')),
  });
});

test('remembered strings answer without Intl; another locale, amount or style is not one of them', (t) => {
  const formats = recordFormats(() => {
    formatAmount('9.99', 'CHF', 'de-CH');
    formatNumber(12, 'de-CH');
    formatDate('2027-01-31', 'de-CH');
  });
  rememberFormats(formats);
  withoutIntlFormatters(t, () => {
    assert.equal(formatAmount('9.99', 'CHF', 'de-CH'), formats['a|de-CH|CHF|9.99']);
    assert.equal(formatNumber(12, 'de-CH'), formats['n|de-CH|12']);
    assert.equal(formatDate('2027-01-31', 'de-CH'), formats['d|de-CH|medium|2027-01-31']);
    // Not a decimal: no Intl anyway.
    assert.equal(formatAmount('n/a', 'CHF', 'de-CH'), 'n/a CHF');
  });
  for (const miss of [() => formatAmount('9.99', 'CHF', 'de'), () => formatAmount('9.90', 'CHF', 'de-CH'), () => formatDate('2027-01-31', 'de-CH', 'long')]) {
    assert.throws(() => withoutIntlFormatters(t, miss), /Intl formatter/);
  }
  assert.equal(formatAmount('9.90', 'CHF', 'de-CH'), new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(9.9));
});

test("a date-time is keyed by its day in the runtime's zone, so the view carries each day it may fall on", (t) => {
  const instant = '2026-03-01T23:30:00Z';
  const formats = recordFormats(() => {
    for (const day of ['2026-02-28', '2026-03-01', '2026-03-02']) formatDate(day, 'fr');
  });
  rememberFormats(formats);
  const zone = process.env.TZ;
  t.after(() => {
    process.env.TZ = zone;
  });
  for (const [tz, day] of [['Asia/Tokyo', '2026-03-02'], ['America/New_York', '2026-03-01'], ['UTC', '2026-03-01'], ['Pacific/Kiritimati', '2026-03-02']] as const) {
    process.env.TZ = tz;
    assert.equal(calendarDay(instant), day, tz);
    const expected = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(instant));
    assert.equal(withoutIntlFormatters(t, () => formatDate(instant, 'fr')), expected, tz);
  }
  assert.equal(calendarDay('2026-03-01'), '2026-03-01');
  assert.equal(calendarDay('soon'), undefined);
  // A given time zone is not the runtime's: never from the remembered days.
  assert.throws(() => withoutIntlFormatters(t, () => formatDate(instant, 'fr', 'medium', 'Asia/Tokyo')), /Intl formatter/);
});

test("a plural's count is a remembered number of the catalog's locale ('alle 2 Wochen')", (t) => {
  const translator = createTranslator('de', de);
  const formats = recordFormats(() => formatPricePerPeriod('4.50', 'EUR', 'WEEKLY', 2, 'de-AT', translator));
  assert.deepEqual(Object.keys(formats).sort(), ['a|de-AT|EUR|4.50', 'n|de|2']);
  rememberFormats(formats);
  const text = withoutIntlFormatters(t, () => formatPricePerPeriod('4.50', 'EUR', 'WEEKLY', 2, 'de-AT', createTranslator('de', de)));
  assert.equal(text, formatPricePerPeriod('4.50', 'EUR', 'WEEKLY', 2, 'de-AT', translator));
});
