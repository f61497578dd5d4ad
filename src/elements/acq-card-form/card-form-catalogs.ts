/**
 * The card form's messages: its own family (card-catalogs/) over the cashier's catalog
 * (for error.* and the plural and amount formatting), loaded together so that a language
 * switch never shows a mix. English of both is built into the card form's bundle.
 */
// Not through i18n-bridge: a static import anywhere in the merchant's bundle would put the map up front there.
import { CATALOG_IMPORTERS } from '../../core/i18n/catalog-importers.js';
import {
  cardEn,
  createCatalogLoader,
  en,
  loadCardCatalog,
  type CardMessageKey,
  type CatalogOf,
  type CatalogOverrides,
  type SupportedLocale,
} from '../shared/i18n-bridge.js';

export type CardFormCatalog = CatalogOf<CardMessageKey>;
/** A merchant's overrides of the card form's wording (any cashier or card key). */
export type CardFormStrings = CatalogOverrides<CardMessageKey>;

// The hosted page knows its language at once: the cashier's import map is in its bundle, not a lazy hop before the catalog.
const loadCashierCatalog = createCatalogLoader(CATALOG_IMPORTERS, en);

export const cardFormCatalogs = {
  english: { ...en, ...cardEn } as CardFormCatalog,
  load: (locale: SupportedLocale): Promise<CardFormCatalog> =>
    Promise.all([loadCashierCatalog(locale), loadCardCatalog(locale)]).then(([main, card]) => ({ ...main, ...card })),
};
