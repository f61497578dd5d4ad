import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../../src/core/i18n/catalogs/en-whole.js';
import type { Catalog } from '../../../src/core/i18n/catalogs/en.js';
import { cardEn } from '../../../src/core/i18n/card-catalogs/en.js';
import { CATALOG_LOCALES } from '../../../src/core/i18n/catalog.js';
import { createCatalogLoader, loadCatalog } from '../../../src/core/i18n/catalog-loader.js';
import { loadCardCatalog } from '../../../src/core/i18n/card-catalog.js';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../../src/core/i18n/locales.js';

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many'];

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** The categories Intl selects for realistic counts other than exactly 1 (2…1000). */
function categoriesNeeded(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const needed = new Set<string>();
  for (let n = 2; n <= 1000; n++) needed.add(rules.select(n));
  needed.delete('other');
  return needed;
}

test('CATALOG_LOCALES are supported locales, English first', () => {
  assert.equal(CATALOG_LOCALES[0], 'en');
  for (const locale of CATALOG_LOCALES) assert.ok(SUPPORTED_LOCALES.includes(locale), locale);
});

test('English is built in and returned for a locale without a catalog, in both families', async () => {
  assert.equal(await loadCatalog('en'), en);
  assert.equal(await loadCardCatalog('en'), cardEn);
  for (const locale of SUPPORTED_LOCALES.filter((id) => !CATALOG_LOCALES.includes(id))) {
    assert.equal(await loadCatalog(locale), en, locale);
    assert.equal(await loadCardCatalog(locale), cardEn, locale);
  }
});

/**
 * One catalog family (the cashier's, the card form's): every language of CATALOG_LOCALES
 * has every English key, no stray key, the same placeholders and every plural form.
 */
function checkFamily(family: string, english: Readonly<Record<string, string>>, load: (locale: SupportedLocale) => Promise<object>): void {
  const englishKeys = Object.keys(english).sort();
  const pluralBases = englishKeys.filter((key) => englishKeys.includes(`${key}.other`));
  for (const locale of CATALOG_LOCALES) {
    test(`${family} catalog ${locale}: every key, no stray key, the same placeholders, every plural form`, async () => {
      const catalog: Record<string, string> = { ...(await load(locale)) };
      // English variants may share the English catalog (en-GB's card form says the same).
      if (!locale.startsWith('en')) assert.notEqual(await load(locale), english, 'falls back to English: no catalog');
      const keys = Object.keys(catalog);
      const forms = keys.filter((key) => !(key in english));
      assert.deepEqual(keys.filter((key) => key in english).sort(), englishKeys, 'keys');
      for (const form of forms) {
        const [base, category] = [form.slice(0, form.lastIndexOf('.')), form.slice(form.lastIndexOf('.') + 1)];
        assert.ok(pluralBases.includes(base) && PLURAL_CATEGORIES.includes(category), `stray key ${form}`);
      }
      for (const key of englishKeys) {
        const value = catalog[key]!;
        assert.ok(value.trim().length > 0, `${key} is empty`);
        const isPluralForm = pluralBases.some((base) => key === base || key === `${base}.other`);
        // Plural messages may drop {count} ("every day", Arabic duals); others keep every placeholder.
        if (!isPluralForm) assert.deepEqual(placeholders(value), placeholders(english[key]!), key);
      }
      for (const base of pluralBases) {
        for (const category of categoriesNeeded(locale)) {
          assert.ok(`${base}.${category}` in catalog, `${base}.${category} is missing`);
        }
      }
    });
  }
}

checkFamily('cashier', en, loadCatalog);
checkFamily('card form', cardEn, loadCardCatalog);

test('the two families share no key', () => {
  assert.deepEqual(Object.keys(cardEn).filter((key) => key in en), []);
});

test('a failed load falls back to English, and is retried on the next call', async () => {
  const de = { ...en, 'pay.button': 'Zahlen {amount}' } as Catalog;
  let calls = 0;
  const load = createCatalogLoader<Catalog>({
    de: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: de })),
    fr: () => {
      throw new Error('synchronous failure');
    },
  }, en);
  assert.equal(await load('de'), en);
  assert.equal(await load('de'), de);
  assert.equal(await load('de'), de);
  assert.equal(calls, 2, 'a loaded catalog is kept');
  assert.equal(await load('fr'), en);
  assert.equal(await load('es'), en);
});

test('concurrent loads of one language share one import', async () => {
  let calls = 0;
  const load = createCatalogLoader({ ja: async () => (calls++, { default: en }) }, en);
  await Promise.all([load('ja'), load('ja'), load('ja')]);
  assert.equal(calls, 1);
});
