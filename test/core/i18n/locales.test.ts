import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LOCALES, isSupportedLocale } from '../../../src/core/i18n/locales.js';
import { isRtl, textDirection } from '../../../src/core/i18n/direction.js';
import { loadCatalog } from '../../../src/core/i18n/catalog-loader.js';
import { NATIVE_NAMES } from '../../../src/elements/acq-language-menu/native-names.js';

test('48 supported locales, English first, each a canonical BCP 47 tag', () => {
  assert.equal(SUPPORTED_LOCALES.length, 48);
  assert.equal(SUPPORTED_LOCALES[0], 'en');
  assert.equal(new Set(SUPPORTED_LOCALES).size, 48);
  for (const locale of SUPPORTED_LOCALES) assert.deepEqual(Intl.getCanonicalLocales(locale), [locale]);
});

test('Arabic, Hebrew, Persian and Urdu read right to left, the rest left to right', () => {
  const rtl = SUPPORTED_LOCALES.filter(isRtl);
  assert.deepEqual(rtl, ['ar', 'he', 'fa', 'ur']);
  // The same as CLDR's character order for each catalog's language.
  for (const locale of SUPPORTED_LOCALES) {
    // Node 20 has the textInfo getter; later engines getTextInfo().
    const info = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction: string }; getTextInfo?: () => { direction: string } };
    assert.equal(textDirection(locale), info.getTextInfo?.().direction ?? info.textInfo?.direction, locale);
  }
  assert.equal(textDirection('ar'), 'rtl');
  assert.equal(textDirection('he'), 'rtl');
  assert.equal(textDirection('en'), 'ltr');
  assert.equal(textDirection('zh-Hant'), 'ltr');
});

test('isSupportedLocale is exact and case-sensitive (negotiate first)', () => {
  assert.equal(isSupportedLocale('pt-BR'), true);
  assert.equal(isSupportedLocale('pt-br'), false);
  assert.equal(isSupportedLocale('pt'), false);
  assert.equal(isSupportedLocale(undefined), false);
});

// The header's language button says the catalog's own language.name before the menu loads;
// the menu then says NATIVE_NAMES: one name, whichever is on screen.
for (const locale of SUPPORTED_LOCALES) {
  test(`${locale}: the catalog's language.name is the menu's native name`, async () => {
    const catalog = await loadCatalog(locale);
    assert.equal(catalog['language.name'], NATIVE_NAMES[locale]);
  });
}
