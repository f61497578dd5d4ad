import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveShopperLocale, type ShopperLocale } from '../../../src/core/i18n/shopper-locale.js';
import { TAG_CASES } from './language-tag-cases.js';

for (const [tag, , catalog, format, lang, dir] of TAG_CASES) {
  test(`resolveShopperLocale([${JSON.stringify(tag)}]): ${catalog} texts, ${format} formats, lang ${lang}, ${dir}`, () => {
    const resolved = resolveShopperLocale([tag]);
    assert.deepEqual(
      { catalog: resolved.catalog, format: resolved.format, lang: resolved.lang, dir: resolved.dir },
      { catalog, format, lang, dir },
    );
  });
}

// Several preferences: texts from the first that has a catalog, formats from the first Intl knows.
const lists: ReadonlyArray<[prefs: ReadonlyArray<string | undefined>, expected: Omit<ShopperLocale, 'childLanguage'>]> = [
  [['is-IS', 'is', 'en-US', 'en'], { catalog: 'en', format: 'is-IS', lang: 'en', dir: 'ltr' }],
  [['ca-ES', 'de'], { catalog: 'de', format: 'ca-ES', lang: 'de', dir: 'ltr' }],
  [[undefined, 'de-CH', 'fr-CH'], { catalog: 'de', format: 'de-CH', lang: 'de-CH', dir: 'ltr' }],
  [['tlh', 'es-MX'], { catalog: 'es-419', format: 'es-MX', lang: 'es-MX', dir: 'ltr' }], // no data for tlh
  [['C', 'ar-EG-u-nu-latn'], { catalog: 'ar', format: 'ar-EG-u-nu-latn', lang: 'ar-EG-u-nu-latn', dir: 'rtl' }],
  [['ps-AF', 'ar'], { catalog: 'ar', format: 'ps-AF', lang: 'ar', dir: 'rtl' }],
  [['de-CH, fr;q=0.8'], { catalog: 'de', format: 'de-CH', lang: 'de-CH', dir: 'ltr' }], // Accept-Language list
  [['ca-ES, pt-AO'], { catalog: 'pt-PT', format: 'ca-ES', lang: 'pt-PT', dir: 'ltr' }],
  // What is not well-formed is skipped for texts and formats alike.
  [['zh-min-nan', 'en-GB'], { catalog: 'en-GB', format: 'en-GB', lang: 'en-GB', dir: 'ltr' }],
  [['de-DE-u', 'ja-JP'], { catalog: 'ja', format: 'ja-JP', lang: 'ja-JP', dir: 'ltr' }],
  [[], { catalog: 'en', format: 'en', lang: 'en', dir: 'ltr' }],
];

for (const [prefs, expected] of lists) {
  test(`resolveShopperLocale(${JSON.stringify(prefs)})`, () => {
    const { childLanguage: _, ...resolved } = resolveShopperLocale(prefs);
    assert.deepEqual(resolved, expected);
  });
}

/** What a locale puts on screen (a child's own childLanguage lists its browser's languages again). */
function onScreen({ childLanguage: _, ...shown }: ShopperLocale): Omit<ShopperLocale, 'childLanguage'> {
  return shown;
}

test('a child given childLanguage resolves to the same locale, whatever the browser says', () => {
  const browsers = [[], ['en-US', 'en'], ['fr-FR'], ['ja', 'sv']];
  const own = [...TAG_CASES.map(([tag]) => [tag]), ...lists.map(([prefs]) => prefs)];
  for (const browser of browsers) {
    for (const prefs of own) {
      const parent = resolveShopperLocale([...prefs, ...browser]);
      const child = resolveShopperLocale([parent.childLanguage, ...browser]);
      assert.deepEqual(onScreen(child), onScreen(parent), `${JSON.stringify(prefs)} with browser ${JSON.stringify(browser)}`);
    }
  }
});

// Chromium ships no locale data for Maltese or Nynorsk: there the browser's own language
// formats a Maltese page, and a child must still read Maltese (it once read English).
test('a child reads the same catalog where the engine has no data for the catalog\'s language', (t) => {
  const supportedLocalesOf = Intl.NumberFormat.supportedLocalesOf;
  t.mock.method(Intl.NumberFormat, 'supportedLocalesOf', (tags: string | string[]) =>
    supportedLocalesOf([tags].flat()).filter((tag) => !/^(mt|nn)\b/.test(tag)));
  for (const [prefs, catalog, format] of [
    [['mt', 'en-US'], 'mt', 'en-US'],
    [['mt-MT', 'de-CH', 'en'], 'mt', 'de-CH'],
    [['nn-NO', 'en-GB'], 'nb', 'en-GB'],
    [['is-IS', 'mt'], 'mt', 'is-IS'],
  ] as const) {
    const parent = resolveShopperLocale(prefs);
    assert.deepEqual([parent.catalog, parent.format], [catalog, format], JSON.stringify(prefs));
    for (const browser of [[], ['en-US'], ['fr-FR', 'ja']]) {
      assert.deepEqual(onScreen(resolveShopperLocale([parent.childLanguage, ...browser])), onScreen(parent), `${JSON.stringify(prefs)} with ${JSON.stringify(browser)}`);
    }
  }
});

// Issue 18: what Intl would say, with the calls that load ICU's data in a browser
// (supportedLocalesOf, Locale#maximize), against the resolution that avoids them.
function askingIntl(tag: string): { format: string; lang: string } {
  const { catalog } = resolveShopperLocale([tag]);
  const canonical = Intl.getCanonicalLocales(tag)[0]!;
  const format = Intl.NumberFormat.supportedLocalesOf(canonical).length > 0 ? canonical : catalog;
  const written = (t: string) => {
    const { language, script } = new Intl.Locale(t).maximize();
    return `${language}-${script}`;
  };
  return { format, lang: format === catalog || written(format) === written(catalog) ? format : catalog };
}

const REGIONS = ['', 'US', 'GB', 'CH', 'AT', 'BE', 'CA', 'MX', 'AR', 'BR', 'AO', 'TW', 'HK', 'MO', 'SG', 'CN', 'MY', 'CC', 'IN', 'PK', 'EG', 'SA', 'IR', 'AF', 'IL', 'NG', 'KE', 'TZ', 'PH', '419', '001'];
const SCRIPTS = ['', 'Latn', 'Arab', 'Hans', 'Hant', 'Cyrl'];
const LANGUAGES = [...new Set(TAG_CASES.map(([tag]) => tag.split(/[-_]/)[0]!.toLowerCase()))].filter((l) => /^[a-z]{2,3}$/.test(l));

test('formats and lang without supportedLocalesOf or maximize() are what asking Intl gives', () => {
  const wrong: string[] = [];
  for (const language of LANGUAGES) {
    for (const script of SCRIPTS) {
      for (const region of REGIONS) {
        const tag = [language, script, region].filter(Boolean).join('-');
        if (!Intl.getCanonicalLocales(tag).length) continue;
        const { format, lang } = resolveShopperLocale([tag]);
        const expected = askingIntl(tag);
        if (format !== expected.format || lang !== expected.lang) wrong.push(`${tag}: ${format} ${lang}, Intl ${expected.format} ${expected.lang}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('the shopper locales of catalog languages need neither supportedLocalesOf nor maximize()', (t) => {
  const supported = t.mock.method(Intl.NumberFormat, 'supportedLocalesOf');
  const maximize = t.mock.method(Intl.Locale.prototype, 'maximize');
  const tags = ['en-US', 'en', 'de-CH', 'de-DE', 'fr-CA', 'es-MX', 'pt-BR', 'pt-AO', 'zh-TW', 'zh-CN', 'zh-Hant-HK', 'ja-JP', 'ar-EG-u-nu-latn', 'he-IL', 'nb-NO', 'ms-MY'];
  for (const tag of tags) resolveShopperLocale([tag, 'en-US']);
  assert.equal(supported.mock.callCount(), 0);
  assert.equal(maximize.mock.callCount(), 0);
  // A tag the engine may lack data for still asks (Maltese, Catalan, Nynorsk).
  for (const tag of ['mt-MT', 'ca-ES', 'nn']) resolveShopperLocale([tag]);
  assert.equal(supported.mock.callCount(), 3);
});

test('a list resolved again is answered from memory (the same read-only object), an unusual catalog set never is', (t) => {
  const parse = t.mock.method(Intl, 'getCanonicalLocales');
  const first = resolveShopperLocale(['fr-CH', 'en-US']);
  const calls = parse.mock.callCount();
  assert.ok(calls > 0);
  assert.equal(resolveShopperLocale(['fr-CH', 'en-US']), first);
  assert.equal(resolveShopperLocale(['fr-CH,en-US']), first, 'the same tags, one string');
  assert.equal(parse.mock.callCount(), calls);
  assert.equal(first.catalog, 'fr');
  // Another catalog set: resolved anew, and the default set's answer is left as it was.
  assert.equal(resolveShopperLocale(['fr-CH', 'en-US'], ['en', 'de']).catalog, 'en');
  assert.equal(resolveShopperLocale(['fr-CH', 'en-US']), first);
});

test('memory stays bounded: many distinct lists, each still resolved right', () => {
  for (let i = 0; i < 300; i++) assert.equal(resolveShopperLocale([`de-x-a${i}`]).catalog, 'de');
  const long = Array.from({ length: 200 }, (_, i) => `en-x-b${i}`).join(',');
  assert.equal(resolveShopperLocale([long, 'de']).catalog, 'en');
});
