/**
 * The spec's cashierLanguage rule (error A0047): an IETF BCP 47 tag made of a
 * two-letter ISO 639-1 language, an optional four-letter ISO 15924 script and an
 * optional two-letter ISO 3166-1 alpha-2 region. BCP 47 tags are case-insensitive.
 * Used by the proxy (refuses before calling the acquirer), the sandbox and the widget.
 *
 * Language and region must be assigned codes, not just two letters ("xx", "en-UK" and
 * the withdrawn "iw" are refused); the script is checked for its shape only (the ISO
 * 15924 list would cost more bytes than it is worth in the browser bundle).
 */
const CASHIER_LANGUAGE = /^([a-z]{2})(?:-[a-z]{4})?(?:-([a-z]{2}))?$/i;

/**
 * Code lists as bitmaps (about 220 bytes gzip, against 650 for the plain lists): entry i
 * is the set of second letters of the codes starting with letter i, bit j meaning
 * letter j. test/core/i18n/language-tag.test.ts holds the readable lists and checks
 * these against them.
 */
/** ISO 639-1, the 184 codes (including bh, deprecated in 2021 but still sent). */
export const ISO_639_1: ReadonlyArray<number> = [
  52835379, 422353, 20332689, 35651601, 1861648, 16925473, 3155977, 52052241, 1852761,
  2097153, 24543041, 3694915, 17706432, 19032155, 397828, 788737, 1048576, 5271552,
  8355165, 21917137, 33686592, 16656, 16385, 128, 16640, 1048705,
];
/** ISO 3166-1 alpha-2, the 249 officially assigned codes. */
export const ISO_3166_1: ReadonlyArray<number> = [
  48191864, 57637883, 66223597, 33576464, 917716, 153344, 23050747, 1717248, 1013784,
  53264, 54702544, 20841735, 67108093, 34785653, 4096, 21904625, 1, 5521424, 61767647,
  40533740, 50597953, 1057109, 262176, 0, 524304, 4198401,
];

/** True when a two-letter code (any case) is in the bitmap. */
export function inCodeList(list: ReadonlyArray<number>, code: string): boolean {
  const lower = code.toLowerCase();
  const row = list[lower.charCodeAt(0) - 97] ?? 0;
  return ((row >> (lower.charCodeAt(1) - 97)) & 1) === 1;
}

export function isCashierLanguage(tag: string): boolean {
  const match = CASHIER_LANGUAGE.exec(tag);
  if (!match) return false;
  const [, language = '', region] = match;
  return inCodeList(ISO_639_1, language) && (region === undefined || inCodeList(ISO_3166_1, region));
}
