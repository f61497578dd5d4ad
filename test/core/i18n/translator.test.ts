import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../../src/core/i18n/catalogs/en-whole.js';
import type { Catalog } from '../../../src/core/i18n/catalogs/en.js';
import { enFirstScreen } from '../../../src/core/i18n/catalogs/en-first-screen.js';
import {
  createTranslator,
  interpolate,
  isMessageKey,
  translate,
} from '../../../src/core/i18n/translator.js';
import { formatPeriod, formatPricePerPeriod, formatTrial } from '../../../src/core/i18n/period-format.js';
import { loadCatalog } from '../../../src/core/i18n/catalog-loader.js';
import type { PeriodType } from '../../../src/core/api/cashier.js';

test('interpolate fills known placeholders and leaves the others visible', () => {
  assert.equal(interpolate('Pay {amount}', { amount: '€5.00' }), 'Pay €5.00');
  assert.equal(interpolate('Pay {amount}'), 'Pay {amount}');
  assert.equal(interpolate('Pay {amount} {x}', { amount: 3 }), 'Pay 3 {x}');
  assert.equal(interpolate('{a}{a}', { a: '$1' }), '$1$1'); // no $-pattern expansion
  assert.equal(interpolate('{toString}', {}), '{toString}'); // own keys only
});

test('translate reads one catalog, English for a key it lacks', () => {
  const partial = { ...en, 'pay.button': 'Zahlen {amount}' } as Record<string, string>;
  delete partial['result.retry'];
  assert.equal(translate(partial as unknown as Catalog, 'pay.button', { amount: '5 €' }), 'Zahlen 5 €');
  assert.equal(translate(partial as unknown as Catalog, 'result.retry'), en['result.retry']);
});

test('isMessageKey accepts catalog keys only', () => {
  assert.equal(isMessageKey('error.declined'), true);
  assert.equal(isMessageKey('error.nope'), false);
  assert.equal(isMessageKey('toString'), false);
  assert.equal(isMessageKey(undefined), false);
});

test('merchant overrides win; non-strings in them are ignored', () => {
  const overrides = { 'pay.button': 'Buy now for {amount}', 'result.retry': 42 } as unknown as Record<string, string>;
  const t = createTranslator('en', en, overrides);
  assert.equal(t.locale, 'en');
  assert.equal(t.t('pay.button', { amount: '$1.00' }), 'Buy now for $1.00');
  assert.equal(t.t('result.retry'), en['result.retry']);
});

// The English on hand answers what the catalog lacks: the first screen's share until the whole is given.
const lookups: ReadonlyArray<[name: string, english: Record<string, string>, key: 'result.retry' | 'result.tryAnother', text: string]> = [
  ['the first screen\'s English has the key', enFirstScreen, 'result.retry', en['result.retry']],
  ['the first screen\'s English lacks it: the key shows', enFirstScreen, 'result.tryAnother', 'result.tryAnother'],
  ['the whole of English has it', en, 'result.tryAnother', en['result.tryAnother']],
];
for (const [name, english, key, text] of lookups) {
  test(`a key the catalog lacks: ${name}`, () => {
    const { [key]: _dropped, ...german } = { ...en, 'pay.button': 'Zahlen {amount}' };
    const t = createTranslator('de', german, {}, english);
    assert.equal(t.t(key), text);
    assert.equal(t.t('pay.button', { amount: '5 €' }), 'Zahlen 5 €');
  });
}

test('an unknown key arriving as data shows the key, not a blank', () => {
  const t = createTranslator('en', en);
  assert.equal(t.t('error.fromTheFuture' as 'error.generic'), 'error.fromTheFuture');
});

const english: ReadonlyArray<[type: PeriodType, interval: number, period: string, trial: string]> = [
  ['DAILY', 1, 'every day', '1-day trial'],
  ['DAILY', 7, 'every 7 days', '7-day trial'],
  ['DAILY', 30, 'every 30 days', '30-day trial'],
  ['WEEKLY', 1, 'every week', '1-week trial'],
  ['WEEKLY', 2, 'every 2 weeks', '2-week trial'],
  ['MONTHLY', 1, 'every month', '1-month trial'],
  ['MONTHLY', 3, 'every 3 months', '3-month trial'],
  ['MONTHLY', 12, 'every 12 months', '12-month trial'],
  ['DAILY', 1000, 'every 1,000 days', '1,000-day trial'],
];

for (const [type, interval, period, trial] of english) {
  test(`en: ${type} × ${interval} → "${period}", "${trial}"`, () => {
    const t = createTranslator('en', en);
    assert.equal(formatPeriod(type, interval, t), period);
    assert.equal(formatTrial(type, interval, t), trial);
  });
}

test('formatPricePerPeriod joins the price and the period through the catalog', () => {
  const t = createTranslator('en', en);
  assert.equal(formatPricePerPeriod('9.99', 'EUR', 'WEEKLY', 2, 'en', t), '€9.99 every 2 weeks');
  assert.equal(formatPricePerPeriod('1000', 'JPY', 'MONTHLY', 1, 'en', t), '¥1,000 every month');
  const reordered = createTranslator('en', en, { 'period.pricePer': '{period}: {price}' });
  assert.equal(formatPricePerPeriod('5', 'USD', 'DAILY', 1, 'en', reordered), 'every day: $5.00');
});

// Plural categories beyond one/other, with a Russian-shaped catalog: the form of the
// count's category, `.other` where the catalog has none, the base key for exactly 1.
const ru: Catalog = {
  ...en,
  'period.every.day': 'каждый день',
  'period.every.day.one': 'каждый {count} день',
  'period.every.day.few': 'каждые {count} дня',
  'period.every.day.many': 'каждые {count} дней',
  'period.every.day.other': 'каждые {count} дня',
};
const russian: ReadonlyArray<[count: number, expected: string]> = [
  [1, 'каждый день'],
  [2, 'каждые 2 дня'],
  [4, 'каждые 4 дня'],
  [5, 'каждые 5 дней'],
  [11, 'каждые 11 дней'],
  [21, 'каждый 21 день'],
  [22, 'каждые 22 дня'],
  [1.5, 'каждые 1,5 дня'],
];
for (const [count, expected] of russian) {
  test(`ru plural forms: ${count} → ${expected}`, () => {
    assert.equal(formatPeriod('DAILY', count, createTranslator('ru', ru)), expected);
  });
}

test('a missing category form falls back to .other, and overrides reach plural forms', () => {
  const noForms = createTranslator('ru', { ...en, 'period.every.day.other': 'каждые {count} дн.' });
  assert.equal(formatPeriod('DAILY', 5, noForms), 'каждые 5 дн.');
  const overridden = createTranslator('ru', ru, { 'period.every.day.many': 'раз в {count} дней' });
  assert.equal(formatPeriod('DAILY', 5, overridden), 'раз в 5 дней');
});

// The shipped catalogs' period and trial phrases, through the real loader.
const shipped: ReadonlyArray<[locale: 'de' | 'ja' | 'ar', type: PeriodType, count: number, period: string, trial: string]> = [
  ['de', 'DAILY', 1, 'täglich', '1-tägige Testphase'],
  ['de', 'DAILY', 7, 'alle 7 Tage', '7-tägige Testphase'],
  ['de', 'WEEKLY', 2, 'alle 2 Wochen', '2-wöchige Testphase'],
  ['de', 'MONTHLY', 1, 'monatlich', '1-monatige Testphase'],
  ['de', 'MONTHLY', 12, 'alle 12 Monate', '12-monatige Testphase'],
  ['ja', 'DAILY', 1, '毎日', '1日間のお試し期間'],
  ['ja', 'DAILY', 7, '7日ごと', '7日間のお試し期間'],
  ['ja', 'WEEKLY', 2, '2週間ごと', '2週間のお試し期間'],
  ['ja', 'MONTHLY', 3, '3か月ごと', '3か月のお試し期間'],
  ['ar', 'DAILY', 1, 'كل يوم', 'فترة تجريبية لمدة يوم واحد'],
  ['ar', 'DAILY', 2, 'كل يومين', 'فترة تجريبية لمدة يومين'],
  ['ar', 'DAILY', 7, 'كل 7 أيام', 'فترة تجريبية لمدة 7 أيام'],
  ['ar', 'DAILY', 14, 'كل 14 يومًا', 'فترة تجريبية لمدة 14 يومًا'],
  ['ar', 'DAILY', 100, 'كل 100 يوم', 'فترة تجريبية لمدة 100 يوم'],
  ['ar', 'WEEKLY', 2, 'كل أسبوعين', 'فترة تجريبية لمدة أسبوعين'],
  ['ar', 'MONTHLY', 3, 'كل 3 أشهر', 'فترة تجريبية لمدة 3 أشهر'],
  ['ar', 'MONTHLY', 12, 'كل 12 شهرًا', 'فترة تجريبية لمدة 12 شهرًا'],
];

for (const [locale, type, count, period, trial] of shipped) {
  test(`${locale}: ${type} × ${count} → "${period}", "${trial}"`, async () => {
    const t = createTranslator(locale, await loadCatalog(locale));
    assert.equal(formatPeriod(type, count, t), period);
    assert.equal(formatTrial(type, count, t), trial);
  });
}

test('price per period in de, ja and ar', async () => {
  const de = createTranslator('de', await loadCatalog('de'));
  const ja = createTranslator('ja', await loadCatalog('ja'));
  const ar = createTranslator('ar', await loadCatalog('ar'));
  assert.equal(formatPricePerPeriod('9.99', 'EUR', 'WEEKLY', 2, 'de', de), '9,99\u00a0€ alle 2 Wochen');
  assert.equal(formatPricePerPeriod('1000', 'JPY', 'MONTHLY', 1, 'ja', ja), '￥1,000（毎月）');
  assert.equal(formatPricePerPeriod('5', 'USD', 'MONTHLY', 2, 'ar', ar), '\u200f5.00\u00a0US$ كل شهرين');
});
