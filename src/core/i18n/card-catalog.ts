/**
 * The card form's catalogs (card-catalogs/): English is built in, every other language
 * its own lazily loaded module, as for the cashier's catalogs (catalog.ts).
 */
import { createCatalogLoader, type CatalogImporters } from './catalog.js';
import { cardEn, type CardCatalog } from './card-catalogs/en.js';
import type { SupportedLocale } from './locales.js';

/** One entry per language that has a cashier catalog (catalog.test.ts checks both families alike). */
export const CARD_CATALOG_IMPORTERS: CatalogImporters<CardCatalog> = {
  ar: () => import('./card-catalogs/ar.js').then((module) => module.ar),
  de: () => import('./card-catalogs/de.js').then((module) => module.de),
  es: () => import('./card-catalogs/es.js').then((module) => module.es),
  fr: () => import('./card-catalogs/fr.js').then((module) => module.fr),
  he: () => import('./card-catalogs/he.js').then((module) => module.he),
  hi: () => import('./card-catalogs/hi.js').then((module) => module.hi),
  id: () => import('./card-catalogs/id.js').then((module) => module.id),
  it: () => import('./card-catalogs/it.js').then((module) => module.it),
  ja: () => import('./card-catalogs/ja.js').then((module) => module.ja),
  ko: () => import('./card-catalogs/ko.js').then((module) => module.ko),
  nl: () => import('./card-catalogs/nl.js').then((module) => module.nl),
  pl: () => import('./card-catalogs/pl.js').then((module) => module.pl),
  'pt-BR': () => import('./card-catalogs/pt-BR.js').then((module) => module.ptBR),
  'pt-PT': () => import('./card-catalogs/pt-PT.js').then((module) => module.ptPT),
  ru: () => import('./card-catalogs/ru.js').then((module) => module.ru),
  th: () => import('./card-catalogs/th.js').then((module) => module.th),
  tr: () => import('./card-catalogs/tr.js').then((module) => module.tr),
  uk: () => import('./card-catalogs/uk.js').then((module) => module.uk),
  vi: () => import('./card-catalogs/vi.js').then((module) => module.vi),
  'zh-Hans': () => import('./card-catalogs/zh-Hans.js').then((module) => module.zhHans),
  'zh-Hant': () => import('./card-catalogs/zh-Hant.js').then((module) => module.zhHant),
};

export const loadCardCatalog: (locale: SupportedLocale) => Promise<CardCatalog> =
  /* @__PURE__ */ createCatalogLoader(CARD_CATALOG_IMPORTERS, cardEn);
