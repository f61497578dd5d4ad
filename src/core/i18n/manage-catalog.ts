/**
 * The subscription page's catalogs (manage-catalogs/): English is built in, every other
 * language its own lazily loaded module, as for the cashier's catalogs (catalog.ts).
 */
import { createCatalogLoader, type CatalogImporters } from './catalog-loader.js';
import { manageEn, type ManageCatalog } from './manage-catalogs/en.js';
import type { SupportedLocale } from './locales.js';

/** One entry per language that has a cashier catalog (test/core/manage/manage-catalog.test.ts checks it). */
export const MANAGE_CATALOG_IMPORTERS: CatalogImporters<ManageCatalog> = {
  'en-GB': () => import('./manage-catalogs/en-GB.js'),
  ar: () => import('./manage-catalogs/ar.js'),
  bg: () => import('./manage-catalogs/bg.js'),
  bn: () => import('./manage-catalogs/bn.js'),
  cs: () => import('./manage-catalogs/cs.js'),
  da: () => import('./manage-catalogs/da.js'),
  de: () => import('./manage-catalogs/de.js'),
  el: () => import('./manage-catalogs/el.js'),
  es: () => import('./manage-catalogs/es.js'),
  'es-419': () => import('./manage-catalogs/es-419.js'),
  et: () => import('./manage-catalogs/et.js'),
  fa: () => import('./manage-catalogs/fa.js'),
  fi: () => import('./manage-catalogs/fi.js'),
  fil: () => import('./manage-catalogs/fil.js'),
  fr: () => import('./manage-catalogs/fr.js'),
  'fr-CA': () => import('./manage-catalogs/fr-CA.js'),
  he: () => import('./manage-catalogs/he.js'),
  hi: () => import('./manage-catalogs/hi.js'),
  hr: () => import('./manage-catalogs/hr.js'),
  hu: () => import('./manage-catalogs/hu.js'),
  id: () => import('./manage-catalogs/id.js'),
  it: () => import('./manage-catalogs/it.js'),
  ja: () => import('./manage-catalogs/ja.js'),
  ko: () => import('./manage-catalogs/ko.js'),
  lt: () => import('./manage-catalogs/lt.js'),
  lv: () => import('./manage-catalogs/lv.js'),
  ms: () => import('./manage-catalogs/ms.js'),
  mt: () => import('./manage-catalogs/mt.js'),
  nb: () => import('./manage-catalogs/nb.js'),
  nl: () => import('./manage-catalogs/nl.js'),
  pl: () => import('./manage-catalogs/pl.js'),
  'pt-BR': () => import('./manage-catalogs/pt-BR.js'),
  'pt-PT': () => import('./manage-catalogs/pt-PT.js'),
  ro: () => import('./manage-catalogs/ro.js'),
  ru: () => import('./manage-catalogs/ru.js'),
  sk: () => import('./manage-catalogs/sk.js'),
  sl: () => import('./manage-catalogs/sl.js'),
  sv: () => import('./manage-catalogs/sv.js'),
  sw: () => import('./manage-catalogs/sw.js'),
  th: () => import('./manage-catalogs/th.js'),
  tr: () => import('./manage-catalogs/tr.js'),
  uk: () => import('./manage-catalogs/uk.js'),
  ur: () => import('./manage-catalogs/ur.js'),
  vi: () => import('./manage-catalogs/vi.js'),
  'zh-Hans': () => import('./manage-catalogs/zh-Hans.js'),
  'zh-Hant': () => import('./manage-catalogs/zh-Hant.js'),
  'zh-HK': () => import('./manage-catalogs/zh-HK.js'),
};

export const loadManageCatalog: (locale: SupportedLocale) => Promise<ManageCatalog> =
  /* @__PURE__ */ createCatalogLoader(MANAGE_CATALOG_IMPORTERS, manageEn);
