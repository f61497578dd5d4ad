import { test } from 'node:test';
import { CashierLanguage } from '../../../src/core/api/cashier-settings.js';
import { accepts } from './fixtures.js';

test('CashierLanguage: a well-formed BCP 47 tag with registered subtags, at most 24 (table in test/core/i18n/language-tag.test.ts)', () => {
  accepts(CashierLanguage, ['en', 'en-US', 'zh-Hans', 'zh-Hant-TW', 'PT-br', 'es-419', 'ar-EG-u-nu-latn', 'en-x-twain', 'fil', 'yue-HK', 'sr-Latn-RS'], true);
  accepts(CashierLanguage, ['e', 'en_US', 'zh-Hans-TW-x', 'i-klingon', 'x-private', '', 5, 'english', 'xx', 'en-AB'], false);
});
