import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CASHIER_LANGUAGE_MAX_LENGTH,
  canonicalLanguageTag,
  cashierLanguageOf,
  hasRegisteredSubtags,
  isCashierLanguage,
  looseLanguageTag,
} from '../../../src/core/i18n/language-tag.js';
import { isRegisteredLanguage, isRegisteredRegion, isRegisteredScript } from '../../../src/core/i18n/registered-subtags.js';
import { TAG_CASES } from './language-tag-cases.js';

test('the table covers at least 150 tags, accepted and refused', () => {
  assert.ok(TAG_CASES.length >= 150, `${TAG_CASES.length} tags`);
  assert.ok(TAG_CASES.filter(([, canonical]) => canonical === null).length >= 30);
  assert.equal(new Set(TAG_CASES.map(([tag]) => tag)).size, TAG_CASES.length, 'no tag twice');
});

for (const [tag, canonical] of TAG_CASES) {
  test(`cashierLanguageOf(${JSON.stringify(tag)}) → ${canonical}`, () => {
    assert.equal(cashierLanguageOf(tag) ?? null, canonical);
    assert.equal(isCashierLanguage(tag), canonical !== null);
    if (canonical === null) return;
    // Canonical forms are fixed points and fit the field.
    assert.equal(cashierLanguageOf(canonical), canonical);
    assert.ok(canonical.length <= CASHIER_LANGUAGE_MAX_LENGTH);
  });
}

test('the rule is Intl.getCanonicalLocales within 24 characters, with registered subtags', () => {
  for (const [tag, canonical] of TAG_CASES) {
    let intl: string | null;
    try {
      intl = Intl.getCanonicalLocales(tag)[0] ?? null;
    } catch {
      intl = null;
    }
    const fits = tag.length <= 24 && intl !== null && intl.length <= 24;
    assert.equal(canonical, fits && hasRegisteredSubtags(intl!) ? intl : null, tag);
  }
});

// Issue #28: the spec's "registered" subtags, from the IANA registry (not CLDR's names, which engines trim differently).
const REGISTERED: ReadonlyArray<[subtag: string, kind: 'language' | 'script' | 'region', registered: boolean]> = [
  ['fil', 'language', true], ['yue', 'language', true], ['gsw', 'language', true], ['nan', 'language', true],
  ['tok', 'language', true], ['xtg', 'language', true], ['und', 'language', true], ['qaa', 'language', true],
  ['qtz', 'language', true], ['en', 'language', true], ['EN', 'language', true],
  ['xx', 'language', false], ['zzz', 'language', false], ['english', 'language', false], ['e', 'language', false],
  ['Hant', 'script', true], ['Latn', 'script', true], ['Zzzz', 'script', true], ['Qaaa', 'script', true], ['Qabx', 'script', true],
  ['Qaby', 'script', false], ['Abcd', 'script', false], ['Xyzw', 'script', false],
  ['TW', 'region', true], ['RS', 'region', true], ['419', 'region', true], ['001', 'region', true], ['150', 'region', true],
  ['XK', 'region', true], ['QO', 'region', true], ['ZZ', 'region', true], ['EU', 'region', true],
  ['AB', 'region', false], ['OO', 'region', false], ['000', 'region', false], ['999', 'region', false], ['USA', 'region', false],
];

for (const [subtag, kind, registered] of REGISTERED) {
  test(`${kind} subtag ${subtag}: ${registered ? 'registered' : 'not registered'}`, () => {
    const check = { language: isRegisteredLanguage, script: isRegisteredScript, region: isRegisteredRegion }[kind];
    assert.equal(check(subtag), registered);
  });
}

test('the examples of issue #28', () => {
  for (const tag of ['fil', 'yue-HK', 'es-419', 'zh-Hant-TW', 'sr-Latn-RS']) assert.equal(cashierLanguageOf(tag), tag);
  for (const tag of ['english', 'xx']) assert.equal(cashierLanguageOf(tag), undefined);
});

test('the length limit counts the tag as sent and as carried', () => {
  assert.equal(cashierLanguageOf('zh-Hant-TW-u-nu-hanidec'), 'zh-Hant-TW-u-nu-hanidec'); // 23
  assert.equal(cashierLanguageOf('de-CH-u-nu-latn-x-abcdef'), 'de-CH-u-nu-latn-x-abcdef'); // 24
  assert.equal(cashierLanguageOf('de-CH-u-nu-latn-x-abcdefg'), undefined); // 25, well-formed
  // 20 characters as sent, 25 once canonical (the -u-va-posix form): the acquirer would refuse it.
  assert.equal(canonicalLanguageTag('en-US-POSIX-x-abcdefg'), 'en-US-u-va-posix-x-abcdefg');
  assert.equal(cashierLanguageOf('en-US-POSIX-x-abcdefg'), undefined);
});

test('only strings are tags', () => {
  for (const value of [undefined, null, 5, ['en', 'de'], { toString: () => 'en' }]) {
    assert.equal(canonicalLanguageTag(value), undefined);
    assert.equal(looseLanguageTag(value), undefined);
  }
  assert.equal(canonicalLanguageTag('en,de'), undefined, 'one tag, not a list');
});

const loose: ReadonlyArray<[raw: string, tag: string | undefined]> = [
  ['de_DE.UTF-8@euro;q=1', 'de-DE'],
  ['pt_BR', 'pt-BR'],
  [' ja ', 'ja'],
  ['fr;q=0.8', 'fr'],
  ['iw_IL', 'he-IL'],
  ['EN_us', 'en-US'],
  ['zh_Hant_TW', 'zh-Hant-TW'],
  ['C', undefined],
  ['C.UTF-8', undefined],
  ['', undefined],
  ['x-klingon', undefined],
];

for (const [raw, tag] of loose) {
  test(`looseLanguageTag(${JSON.stringify(raw)}) → ${tag}`, () => {
    assert.equal(looseLanguageTag(raw), tag);
  });
}
