/** The i18n public API: validation, negotiation, catalogs, translation, formatting. */
// The cashierLanguage rule (cashierLanguageOf, isCashierLanguage) is language-tag.ts, imported from there:
// it holds the registry's subtags, which the widget's entry must not carry (only a lazy chunk does).
export { canonicalLanguageTag, looseLanguageTag, posixTag } from './tag-syntax.js';
export { resolveShopperLocale, type ShopperLocale } from './shopper-locale.js';
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type SupportedLocale } from './locales.js';
export { isRtl, textDirection } from './direction.js';
export { lookupLocale, negotiateLocale } from './negotiate.js';
export { enAfterFirstScreen, type Catalog, type MessageKey, type PluralBase, type PluralFormKey } from './catalogs/en.js';
export { en } from './catalogs/en-whole.js';
export { enFirstScreen } from './catalogs/en-first-screen.js';
export { CATALOG_LOCALES, knownCatalog, rememberCatalog, type GivenCatalog } from './catalog.js';
export { createCatalogLoader, loadCatalog, loadCatalogImporters, type CatalogImporters } from './catalog-loader.js';
export { loadCardCatalog } from './card-catalog.js';
export { cardEn, type CardCatalog, type CardMessageKey } from './card-catalogs/en.js';
export {
  createTranslator,
  interpolate,
  isMessageKey,
  translate,
  type CatalogOf,
  type CatalogOverrides,
  type MessageParams,
  type Messages,
  type Translator,
} from './translator.js';
export { formatNumber, recordFormats, rememberFormats } from './preformatted.js';
export { rememberViewStrings } from './view-strings.js';
export {
  calendarDay,
  formatAmount,
  formatCountdown,
  formatDate,
  formatDateTime,
  type DateStyle,
} from './format.js';
export { formatPeriod, formatPricePerPeriod, formatTrial } from './period-format.js';
