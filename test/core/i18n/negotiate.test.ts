import { test } from 'node:test';
import assert from 'node:assert/strict';
import { negotiateLocale } from '../../../src/core/i18n/negotiate.js';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../../src/core/i18n/locales.js';
import { TAG_CASES } from './language-tag-cases.js';

// One preference each → the resolved locale (with the default supported list).
const single: ReadonlyArray<[tag: string | null | undefined, expected: SupportedLocale]> = [
  // exact ids
  ...SUPPORTED_LOCALES.map((id): [string, SupportedLocale] => [id, id]),
  // regions fall to their language
  ['en-US', 'en'],
  ['en-GB', 'en-GB'],
  ['en-GB-oxendict', 'en-GB'],
  ['en-IN', 'en'], // English reads en-GB for that tag only
  ['en-AU', 'en'],
  ['en-001', 'en'],
  ['en-PH', 'en'],
  ['en-PR', 'en'],
  ['es-MX', 'es-419'],
  ['es-419', 'es-419'],
  ['es-US', 'es-419'],
  ['es-AR', 'es-419'],
  ['es-ES', 'es'],
  ['es-GQ', 'es'],
  ['fr-CA', 'fr-CA'],
  ['fr-CH', 'fr'],
  ['de-AT', 'de'],
  ['de-CH', 'de'],
  ['nl-BE', 'nl'],
  ['ar-EG', 'ar'],
  ['ar-SA', 'ar'],
  ['he-IL', 'he'],
  ['ja-JP', 'ja'],
  ['ko-KR', 'ko'],
  ['ru-RU', 'ru'],
  ['uk-UA', 'uk'],
  ['tr-TR', 'tr'],
  ['hi-IN', 'hi'],
  ['th-TH', 'th'],
  ['vi-VN', 'vi'],
  ['id-ID', 'id'],
  ['it-CH', 'it'],
  ['pl-PL', 'pl'],
  // scripts
  ['en-Latn-US', 'en'],
  ['sr-Latn', 'en'],
  ['ar-Arab-EG', 'ar'],
  // Chinese: script first, else the region's likely script
  ['zh', 'zh-Hans'],
  ['zh-CN', 'zh-Hans'],
  ['zh-SG', 'zh-Hans'],
  ['zh-MY', 'zh-Hans'],
  ['zh-TW', 'zh-Hant'],
  ['zh-HK', 'zh-HK'],
  ['zh-MO', 'zh-HK'],
  ['zh-Hant-HK', 'zh-HK'],
  ['zh-Hant-MO', 'zh-HK'],
  ['zh-Hant-CN', 'zh-Hant'],
  ['zh-Hans-HK', 'zh-Hans'],
  ['zh-Hans-SG', 'zh-Hans'],
  ['zh-Hans-CN', 'zh-Hans'],
  ['zh-Latn-CN', 'zh-Hans'], // pinyin: no such catalog, same language
  ['zh-cmn-Hant-TW', 'en'], // extlang: not well-formed for Intl, skipped like the field refuses it
  // Portuguese kept apart: BR (and plain pt) vs the rest
  ['pt', 'pt-BR'],
  ['pt-BR', 'pt-BR'],
  ['pt-PT', 'pt-PT'],
  ['pt-AO', 'pt-PT'],
  ['pt-MZ', 'pt-PT'],
  ['pt-CV', 'pt-PT'],
  ['pt-Latn-BR', 'pt-BR'],
  // odd casing and separators
  ['EN-us', 'en'],
  ['ZH-hant-tw', 'zh-Hant'],
  ['zh-hans', 'zh-Hans'],
  ['Pt-pT', 'pt-PT'],
  ['pt_BR', 'pt-BR'],
  ['zh_TW', 'zh-Hant'],
  ['de_DE.UTF-8', 'de'],
  ['fr_FR.UTF-8@euro', 'fr'],
  [' ja ', 'ja'],
  ['de;q=0.8', 'de'],
  // extensions and private use after the language
  ['en-US-x-twain', 'en'],
  ['ja-JP-u-ca-japanese', 'ja'],
  ['ar-u-nu-arab', 'ar'],
  ['zh-u-nu-hant', 'zh-Hans'], // a -u- key that looks like a script is not one
  ['pt-u-rg-ptzzzz', 'pt-BR'], // nor one that looks like a region
  ['zh-x-tw', 'zh-Hans'],
  ['de-CH-1996-x-a-b', 'de'],
  ['en-t-ar-arab', 'en'],
  // aliases Intl knows
  ['sh', 'en'], // sr-Latn: no catalog
  ['zh-guoyu', 'zh-Hans'],
  ['de-DD', 'de'],
  ['tl', 'fil'],
  ['mo', 'ro'],
  // Norwegian: Bokmål for no and Nynorsk readers
  ['no', 'nb'],
  ['no-NO', 'nb'],
  ['nn', 'nb'],
  ['nn-NO', 'nb'],
  ['nb-NO', 'nb'],
  // the rest of the 48
  ['bg-BG', 'bg'],
  ['cs-CZ', 'cs'],
  ['da-DK', 'da'],
  ['el-GR', 'el'],
  ['el-CY', 'el'],
  ['et-EE', 'et'],
  ['fi-FI', 'fi'],
  ['fil-PH', 'fil'],
  ['hr-HR', 'hr'],
  ['hu-HU', 'hu'],
  ['lt-LT', 'lt'],
  ['lv-LV', 'lv'],
  ['ms-MY', 'ms'],
  ['mt-MT', 'mt'],
  ['ro-MD', 'ro'],
  ['sk-SK', 'sk'],
  ['sl-SI', 'sl'],
  ['sv-FI', 'sv'],
  ['bn-BD', 'bn'],
  ['bn-IN', 'bn'],
  ['fa-AF', 'fa'],
  ['ur-PK', 'ur'],
  ['ur-IN', 'ur'],
  ['sw-KE', 'sw'],
  ['sw-TZ', 'sw'],
  // legacy aliases
  ['iw', 'he'],
  ['iw-IL', 'he'],
  ['in', 'id'],
  ['in-ID', 'id'],
  // invalid or unsupported: skipped, English
  ['C', 'en'],
  ['POSIX', 'en'],
  ['', 'en'],
  ['   ', 'en'],
  ['*', 'en'],
  ['x-klingon', 'en'],
  ['i-klingon', 'en'],
  ['und', 'en'],
  ['tlh', 'en'],
  ['sv-SE', 'sv'],
  ['fa-IR', 'fa'],
  ['ca-ES', 'en'],
  ['sr', 'en'],
  ['english', 'en'],
  ['12', 'en'],
  ['-en', 'en'],
  [null, 'en'],
  [undefined, 'en'],
];

for (const [tag, expected] of single) {
  test(`negotiateLocale([${JSON.stringify(tag)}]) → ${expected}`, () => {
    assert.equal(negotiateLocale([tag]), expected);
  });
}

// The shared table (≥150 tags: scripts, regions, extensions, private use, grandfathered, malformed).
for (const [tag, , catalog] of TAG_CASES) {
  test(`negotiateLocale([${JSON.stringify(tag)}]) → ${catalog} (table)`, () => {
    assert.equal(negotiateLocale([tag]), catalog);
  });
}

// Lists: the caller's order wins, unusable entries are skipped.
const lists: ReadonlyArray<[prefs: ReadonlyArray<string | null | undefined>, expected: SupportedLocale, supported?: ReadonlyArray<SupportedLocale>]> = [
  [[], 'en'],
  [['C', 'x-klingon', 'de-DE'], 'de'],
  [[undefined, 'fr', 'de'], 'fr'],
  [['sv', 'nb', 'da', 'es-AR', 'en'], 'sv'],
  [['ca', 'eu', 'gl', 'es-AR', 'en'], 'es-419'],
  [['pt-AO', 'pt-BR'], 'pt-PT'],
  [['ja', 'en'], 'en', ['en', 'de']],
  // a narrowed list: strict matches of any preference first, then the same language
  [['pt-BR'], 'pt-PT', ['en', 'pt-PT']],
  [['pt-BR', 'en'], 'en', ['en', 'pt-PT']],
  [['zh-TW'], 'zh-Hans', ['en', 'zh-Hans']],
  // no English offered: the first supported
  [['ca'], 'de', ['de', 'fr']],
  [['es-MX'], 'es', ['en', 'es']],
  [['zh-HK'], 'zh-Hant', ['en', 'zh-Hant']],
];

for (const [prefs, expected, supported] of lists) {
  test(`negotiateLocale(${JSON.stringify(prefs)}${supported ? `, ${JSON.stringify(supported)}` : ''}) → ${expected}`, () => {
    assert.equal(negotiateLocale(prefs, supported), expected);
  });
}

test('never throws on values a script could pass', () => {
  const junk = [42, {}, [], Symbol.iterator, () => 'en'] as unknown as string[];
  assert.equal(negotiateLocale(junk), 'en');
  assert.equal(negotiateLocale(undefined as unknown as string[]), 'en');
});
