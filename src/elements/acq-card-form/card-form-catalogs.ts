/**
 * The card form's messages: its own family (card-catalogs/) over the cashier's catalog
 * (for error.* and the plural and amount formatting), loaded together so that a language
 * switch never shows a mix. English of both is built into the card form's bundle.
 */
import {
  cardEn,
  en,
  loadCardCatalog,
  loadCatalog,
  type CardMessageKey,
  type CatalogOf,
  type CatalogOverrides,
  type SupportedLocale,
} from '../shared/i18n-bridge.js';

export type CardFormCatalog = CatalogOf<CardMessageKey>;
/** A merchant's overrides of the card form's wording (any cashier or card key). */
export type CardFormStrings = CatalogOverrides<CardMessageKey>;

export const cardFormCatalogs = {
  english: { ...en, ...cardEn } as CardFormCatalog,
  load: (locale: SupportedLocale): Promise<CardFormCatalog> =>
    Promise.all([loadCatalog(locale), loadCardCatalog(locale)]).then(([main, card]) => ({ ...main, ...card })),
};
