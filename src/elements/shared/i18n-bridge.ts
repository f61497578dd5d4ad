/**
 * The one place the elements reach the i18n engine (src/core/i18n): the shopper's locale
 * (catalog and format tag), lazy catalogs, the translator and Intl formatting.
 */
export {
  CATALOG_LOCALES,
  cardEn,
  createCatalogLoader,
  createTranslator,
  en,
  enAfterFirstScreen,
  enFirstScreen,
  formatAmount,
  formatDate,
  formatNumber,
  formatPricePerPeriod,
  formatTrial,
  isMessageKey,
  isSupportedLocale,
  knownCatalog,
  loadCardCatalog,
  loadCatalog,
  loadCatalogImporters,
  rememberViewStrings,
  resolveShopperLocale,
  type CardMessageKey,
  type Catalog,
  type CatalogOf,
  type CatalogOverrides,
  type MessageKey,
  type Messages,
  type ShopperLocale,
  type SupportedLocale,
  type Translator,
} from '../../core/i18n/index.js';
import type { CatalogOverrides } from '../../core/i18n/index.js';

/** A merchant's per-element string overrides (`el.strings = {'pay.button': 'Buy {amount}'}`). */
export type Strings = CatalogOverrides;
