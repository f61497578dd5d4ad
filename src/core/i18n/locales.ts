import type { Catalog } from './catalogs/en.js';

/**
 * The languages the cashier speaks besides English (built in), in the language menu's
 * order, each with the loader of its catalog: one module per language, loaded on first
 * use through this static import map so that the bundler emits one chunk each (a variable
 * path would defeat that). Ids are BCP 47 tags; a language with more than one written
 * form has one id per form: by region (en-GB, es-419, pt-BR/pt-PT, fr-CA, zh-HK) or by
 * script (zh-Hans/zh-Hant). Stripe's locales, and the most spoken languages it lacks
 * (bn, fa, ur, sw). The ids are the keys, so that the CDN module carries each id once.
 */
export const CATALOG_IMPORTERS = {
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
} satisfies Record<string, () => Promise<{ default: Catalog }>>;

export type SupportedLocale = 'en' | keyof typeof CATALOG_IMPORTERS;

/** Every catalog id, English first: 48 languages. */
export const SUPPORTED_LOCALES: ReadonlyArray<SupportedLocale> = ['en', ...(Object.keys(CATALOG_IMPORTERS) as Array<keyof typeof CATALOG_IMPORTERS>)];

/** The built-in language, and the last resort of every negotiation. */
export const DEFAULT_LOCALE: SupportedLocale = 'en';

const RTL_LOCALES: ReadonlySet<string> = new Set<SupportedLocale>(['ar', 'he', 'fa', 'ur']);

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as ReadonlyArray<string>).includes(value);
}

/** True for the right-to-left scripts among the supported locales (Arabic, Hebrew, Persian, Urdu). */
export function isRtl(locale: SupportedLocale): boolean {
  return RTL_LOCALES.has(locale);
}

/** The value for the host's `dir` attribute. */
export function textDirection(locale: SupportedLocale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}
