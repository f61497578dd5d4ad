/**
 * The card form's catalogs (card-catalogs/): English is built in, every other language
 * its own lazily loaded module, as for the cashier's catalogs (catalog.ts).
 */
import { createCatalogLoader, type CatalogImporters } from './catalog-loader.js';
import { cardEn, type CardCatalog } from './card-catalogs/en.js';
import type { SupportedLocale } from './locales.js';

/** One entry per language that has a cashier catalog (catalog.test.ts checks both families alike). */
export const CARD_CATALOG_IMPORTERS: CatalogImporters<CardCatalog> = {
  ar: () => import('./card-catalogs/ar.js'),
  bg: () => import('./card-catalogs/bg.js'),
  bn: () => import('./card-catalogs/bn.js'),
  cs: () => import('./card-catalogs/cs.js'),
  da: () => import('./card-catalogs/da.js'),
  de: () => import('./card-catalogs/de.js'),
  el: () => import('./card-catalogs/el.js'),
  es: () => import('./card-catalogs/es.js'),
  'es-419': () => import('./card-catalogs/es-419.js'),
  et: () => import('./card-catalogs/et.js'),
  fa: () => import('./card-catalogs/fa.js'),
  fi: () => import('./card-catalogs/fi.js'),
  fil: () => import('./card-catalogs/fil.js'),
  fr: () => import('./card-catalogs/fr.js'),
  'fr-CA': () => import('./card-catalogs/fr-CA.js'),
  he: () => import('./card-catalogs/he.js'),
  hi: () => import('./card-catalogs/hi.js'),
  hr: () => import('./card-catalogs/hr.js'),
  hu: () => import('./card-catalogs/hu.js'),
  id: () => import('./card-catalogs/id.js'),
  it: () => import('./card-catalogs/it.js'),
  ja: () => import('./card-catalogs/ja.js'),
  ko: () => import('./card-catalogs/ko.js'),
  lt: () => import('./card-catalogs/lt.js'),
  lv: () => import('./card-catalogs/lv.js'),
  ms: () => import('./card-catalogs/ms.js'),
  mt: () => import('./card-catalogs/mt.js'),
  nb: () => import('./card-catalogs/nb.js'),
  nl: () => import('./card-catalogs/nl.js'),
  pl: () => import('./card-catalogs/pl.js'),
  'pt-BR': () => import('./card-catalogs/pt-BR.js'),
  'pt-PT': () => import('./card-catalogs/pt-PT.js'),
  ro: () => import('./card-catalogs/ro.js'),
  ru: () => import('./card-catalogs/ru.js'),
  sk: () => import('./card-catalogs/sk.js'),
  sl: () => import('./card-catalogs/sl.js'),
  sv: () => import('./card-catalogs/sv.js'),
  sw: () => import('./card-catalogs/sw.js'),
  th: () => import('./card-catalogs/th.js'),
  tr: () => import('./card-catalogs/tr.js'),
  uk: () => import('./card-catalogs/uk.js'),
  ur: () => import('./card-catalogs/ur.js'),
  vi: () => import('./card-catalogs/vi.js'),
  'zh-Hans': () => import('./card-catalogs/zh-Hans.js'),
  'zh-Hant': () => import('./card-catalogs/zh-Hant.js'),
  'zh-HK': () => import('./card-catalogs/zh-HK.js'),
};

export const loadCardCatalog: (locale: SupportedLocale) => Promise<CardCatalog> =
  /* @__PURE__ */ createCatalogLoader(CARD_CATALOG_IMPORTERS, cardEn);
