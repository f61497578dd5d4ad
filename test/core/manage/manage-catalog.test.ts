/**
 * The subscription page's catalog family: every supported language has a module of its
 * own (none falls back to English), with every English key, no stray key and the same
 * placeholders; none shares a key with the cashier's catalog it is merged over.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../../src/core/i18n/catalogs/en-whole.js';
import { loadManageCatalog, MANAGE_CATALOG_IMPORTERS } from '../../../src/core/i18n/manage-catalog.js';
import { manageEn } from '../../../src/core/i18n/manage-catalogs/en.js';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('one importer per supported language but English (48 languages in all)', () => {
  assert.deepEqual(Object.keys(MANAGE_CATALOG_IMPORTERS).sort(), SUPPORTED_LOCALES.filter((id) => id !== 'en').sort());
  assert.equal(SUPPORTED_LOCALES.length, 48);
});

test('no manage key shadows a cashier key', () => {
  assert.deepEqual(Object.keys(manageEn).filter((key) => Object.hasOwn(en, key)), []);
});

for (const locale of SUPPORTED_LOCALES) {
  test(`manage catalog ${locale}: every key, no stray key, the same placeholders, no empty message`, async () => {
    const catalog: Record<string, string> = { ...(await loadManageCatalog(locale)) };
    if (!locale.startsWith('en')) assert.notEqual(await loadManageCatalog(locale), manageEn, 'falls back to English');
    assert.deepEqual(Object.keys(catalog).sort(), Object.keys(manageEn).sort());
    for (const [key, english] of Object.entries(manageEn)) {
      assert.deepEqual(placeholders(catalog[key]!), placeholders(english), `${key}: ${catalog[key]}`);
      assert.ok(catalog[key]!.trim() !== '', key);
    }
  });
}
