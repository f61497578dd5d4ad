/**
 * A catalog a session view brings (rememberCatalog): taken for its locale when it has
 * every key of the first screen's English, as strings, ignored otherwise (the module
 * loads then); once on hand,
 * loadCatalog answers with it and knownCatalog has it without a wait. Its own file: the
 * catalogs on hand are the runtime's, and catalog.test.ts loads every module.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { knownCatalog, rememberCatalog } from '../../../src/core/i18n/catalog.js';
import { loadCatalog } from '../../../src/core/i18n/catalog-loader.js';
import { en } from '../../../src/core/i18n/catalogs/en-whole.js';
import { de } from '../../../src/core/i18n/catalogs/de.js';
import { fr } from '../../../src/core/i18n/catalogs/fr.js';
import { it as italian } from '../../../src/core/i18n/catalogs/it.js';
import { nl } from '../../../src/core/i18n/catalogs/nl.js';
import type { SupportedLocale } from '../../../src/core/i18n/locales.js';

const { ['pay.button']: _dropped, ...withoutPay } = de;
const { ['result.tryAnother']: _later, ...withoutLater } = de;

const cases: Array<{ name: string; locale: string; messages: Record<string, unknown>; taken: boolean }> = [
  { name: 'a whole catalog', locale: 'fr', messages: { ...fr }, taken: true },
  { name: 'one of the first screen\'s keys missing (another version of the proxy)', locale: 'de', messages: withoutPay, taken: false },
  // The entry carries the first screen's English only (en-first-screen.ts): a later screen says that message in English.
  { name: 'a later screen\'s key missing', locale: 'es', messages: { ...withoutLater }, taken: true },
  { name: 'a message that is not a string', locale: 'it', messages: { ...italian, 'period.every.day.few': 5 }, taken: false },
  { name: 'an unknown locale', locale: 'xx', messages: { ...fr }, taken: false },
];

for (const { name, locale, messages, taken } of cases) {
  test(`rememberCatalog: ${name} is ${taken ? 'taken' : 'ignored'}`, async () => {
    rememberCatalog({ locale, messages });
    const known = knownCatalog(locale as SupportedLocale);
    assert.equal(known, taken ? messages : undefined);
    if (taken) assert.equal(await loadCatalog(locale as SupportedLocale), messages, 'loadCatalog answers with it, no module');
  });
}

test("English is its modules' (the first screen's part, then the whole), never a view's; a second copy does not replace the first", async () => {
  rememberCatalog({ locale: 'en', messages: { ...fr } });
  assert.equal(knownCatalog('en'), undefined, 'not on hand until its module is loaded');
  assert.equal(await loadCatalog('en'), en);
  assert.equal(knownCatalog('en'), en);
  const first = knownCatalog('fr');
  rememberCatalog({ locale: 'fr', messages: { ...fr } });
  assert.equal(knownCatalog('fr'), first);
});

test('a catalog loaded once is on hand after, for the next render without a wait', async () => {
  assert.equal(knownCatalog('nl'), undefined);
  assert.equal(await loadCatalog('nl'), nl);
  assert.equal(knownCatalog('nl'), nl);
});

test('an absent view catalog changes nothing', () => {
  rememberCatalog(undefined);
  assert.equal(knownCatalog('ja'), undefined);
});
