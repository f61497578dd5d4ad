import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regionalScript } from '../../../src/core/i18n/likely-script.js';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Every well-formed two-letter region and the UN M.49 areas: the table must agree with CLDR for each. */
const REGIONS = [
  ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)),
  ...'001 002 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061 142 143 145 150 151 154 155 419'.split(' '),
];
const LANGUAGES = [...new Set(SUPPORTED_LOCALES.map((id) => id.split('-')[0]!))];

test("regionalScript is Intl.Locale's maximize() for every catalog language in every region", () => {
  const wrong: string[] = [];
  for (const language of LANGUAGES) {
    const plain = new Intl.Locale(language).maximize().script;
    for (const region of ['', ...REGIONS]) {
      const tag = new Intl.Locale(region ? `${language}-${region}` : language);
      const expected = tag.maximize().script;
      const actual = regionalScript(tag.language, tag.region) ?? plain;
      if (actual !== expected) wrong.push(`${tag}: ${actual}, CLDR ${expected}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('regionalScript names no script for a language written one way everywhere', () => {
  assert.deepEqual(
    ['de', 'ar', 'sr', 'pt'].map((language) => regionalScript(language, 'US')),
    [undefined, undefined, undefined, undefined],
  );
  assert.deepEqual([regionalScript('zh'), regionalScript('zh', 'TW'), regionalScript('zh', 'SG'), regionalScript('ms', 'CC')], ['Hans', 'Hant', 'Hans', 'Arab']);
});
