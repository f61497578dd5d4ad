import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';
import { NATIVE_NAMES } from '../../../src/elements/acq-language-menu/native-names.js';

test('the language menu names every catalog, and nothing else', () => {
  assert.deepEqual(Object.keys(NATIVE_NAMES).sort(), [...SUPPORTED_LOCALES].sort());
  assert.equal(new Set(Object.values(NATIVE_NAMES)).size, SUPPORTED_LOCALES.length, 'two languages share a name');
});

// Unicode script property values for the scripts CLDR's likely subtags give the catalogs.
const SCRIPT_PROPERTY: Readonly<Record<string, string>> = { Jpan: 'Hani', Hans: 'Hani', Hant: 'Hani', Kore: 'Hang' };

for (const locale of SUPPORTED_LOCALES) {
  const name = NATIVE_NAMES[locale];
  test(`${locale} is named in its own script and language: ${name}`, () => {
    const script = new Intl.Locale(locale).maximize().script!;
    assert.match(name, new RegExp(`^\\p{Script=${SCRIPT_PROPERTY[script] ?? script}}`, 'u'));
    // CLDR's own name of the language (the base language for a regional catalog) is in it,
    // but where the usual name is longer ("Bahasa Indonesia") or says the script (中文).
    const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale.split('-')[0]!)!;
    if (!['id', 'ms'].includes(locale) && !locale.startsWith('zh')) {
      assert.ok(name.toLocaleLowerCase(locale).startsWith(own.toLocaleLowerCase(locale)), `${name} / ${own}`);
    }
  });
}
