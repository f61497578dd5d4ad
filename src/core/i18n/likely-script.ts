/**
 * The script CLDR's likely subtags give the cashier's languages, without Intl.Locale's
 * maximize(), which loads ICU's likely-subtags data (~7 ms in a fresh Chromium page,
 * before the first screen: issue 18). Every catalog language is written in one script
 * whatever its region, except these two (CLDR 48, checked for every region against
 * Intl in test/core/i18n/likely-script.test.ts and in Chromium by the browser suite).
 */

/** Regions whose Chinese is Traditional (Taiwan, Hong Kong, Macau and the diaspora CLDR counts). */
const TRADITIONAL = /^(?:AU|BN|GB|GF|HK|ID|MO|PA|PF|PH|SR|TH|TW|US|VN)$/;

/**
 * The likely script of a catalog language in a region where it depends on the region
 * (zh, ms); undefined for every other language, whose script is one and the same.
 */
export function regionalScript(language: string, region = ''): string | undefined {
  if (language === 'zh') return TRADITIONAL.test(region) ? 'Hant' : 'Hans';
  if (language === 'ms') return region === 'CC' ? 'Arab' : 'Latn';
  return undefined;
}
