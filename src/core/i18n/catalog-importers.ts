/**
 * The loader of each catalog: one module per language, so that the bundler emits one
 * chunk each (a variable path would defeat that). English's is the whole of it, through
 * en-whole.ts (the first screen's share is in the entry). This map is itself a lazy
 * module: the first screen's catalog comes with the view (the proxy sends it), so a page
 * needs the map only when the shopper switches language, or where no view brings one
 * (a part on its own, the hosted card page, a browser language the proxy did not see).
 * Each of its import() paths costs a bundler's app a content-hashed chunk name, so here
 * they cost nothing up front.
 */
import type { Catalog } from './catalogs/en.js';
import type { SupportedLocale } from './locales.js';

export const CATALOG_IMPORTERS: Record<SupportedLocale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en-whole.js'),
  'en-GB': () => import('./catalogs/en-GB.js'),
  es: () => import('./catalogs/es.js'),
  'es-419': () => import('./catalogs/es-419.js'),
  'pt-BR': () => import('./catalogs/pt-BR.js'),
  'pt-PT': () => import('./catalogs/pt-PT.js'),
  fr: () => import('./catalogs/fr.js'),
  'fr-CA': () => import('./catalogs/fr-CA.js'),
  de: () => import('./catalogs/de.js'),
  it: () => import('./catalogs/it.js'),
  nl: () => import('./catalogs/nl.js'),
  pl: () => import('./catalogs/pl.js'),
  tr: () => import('./catalogs/tr.js'),
  ru: () => import('./catalogs/ru.js'),
  uk: () => import('./catalogs/uk.js'),
  ar: () => import('./catalogs/ar.js'),
  he: () => import('./catalogs/he.js'),
  hi: () => import('./catalogs/hi.js'),
  id: () => import('./catalogs/id.js'),
  th: () => import('./catalogs/th.js'),
  vi: () => import('./catalogs/vi.js'),
  ja: () => import('./catalogs/ja.js'),
  ko: () => import('./catalogs/ko.js'),
  'zh-Hans': () => import('./catalogs/zh-Hans.js'),
  'zh-Hant': () => import('./catalogs/zh-Hant.js'),
  'zh-HK': () => import('./catalogs/zh-HK.js'),
  bg: () => import('./catalogs/bg.js'),
  cs: () => import('./catalogs/cs.js'),
  da: () => import('./catalogs/da.js'),
  el: () => import('./catalogs/el.js'),
  et: () => import('./catalogs/et.js'),
  fi: () => import('./catalogs/fi.js'),
  fil: () => import('./catalogs/fil.js'),
  hr: () => import('./catalogs/hr.js'),
  hu: () => import('./catalogs/hu.js'),
  lt: () => import('./catalogs/lt.js'),
  lv: () => import('./catalogs/lv.js'),
  ms: () => import('./catalogs/ms.js'),
  mt: () => import('./catalogs/mt.js'),
  nb: () => import('./catalogs/nb.js'),
  ro: () => import('./catalogs/ro.js'),
  sk: () => import('./catalogs/sk.js'),
  sl: () => import('./catalogs/sl.js'),
  sv: () => import('./catalogs/sv.js'),
  bn: () => import('./catalogs/bn.js'),
  fa: () => import('./catalogs/fa.js'),
  ur: () => import('./catalogs/ur.js'),
  sw: () => import('./catalogs/sw.js'),
};
