/**
 * The spec's cashierLanguage rule (error A0047): an IETF BCP 47 tag made of a
 * two-letter ISO 639-1 language, an optional four-letter ISO 15924 script and an
 * optional two-letter ISO 3166-1 alpha-2 region. BCP 47 tags are case-insensitive.
 */
const CASHIER_LANGUAGE = /^[a-z]{2}(?:-[a-z]{4})?(?:-[a-z]{2})?$/i;

export function isCashierLanguage(tag: string): boolean {
  return CASHIER_LANGUAGE.test(tag);
}
