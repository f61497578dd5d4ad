/**
 * Catalog loading. English is built in; every other language is its own module, loaded
 * on first use through a static import map so that the bundler emits one chunk per
 * language (a variable path would defeat that). A failed load falls back to English
 * and is retried on the next call.
 */
import { en, type Catalog } from './catalogs/en.js';
import { DEFAULT_LOCALE, type SupportedLocale } from './locales.js';

export type CatalogImporters<C = Catalog> = Partial<Record<SupportedLocale, () => Promise<C>>>;

/** One entry per translated language; a supported locale without one shows English. */
const CATALOG_IMPORTERS: CatalogImporters = {
  ar: () => import('./catalogs/ar.js').then((module) => module.ar),
  de: () => import('./catalogs/de.js').then((module) => module.de),
  es: () => import('./catalogs/es.js').then((module) => module.es),
  fr: () => import('./catalogs/fr.js').then((module) => module.fr),
  he: () => import('./catalogs/he.js').then((module) => module.he),
  hi: () => import('./catalogs/hi.js').then((module) => module.hi),
  id: () => import('./catalogs/id.js').then((module) => module.id),
  it: () => import('./catalogs/it.js').then((module) => module.it),
  ja: () => import('./catalogs/ja.js').then((module) => module.ja),
  ko: () => import('./catalogs/ko.js').then((module) => module.ko),
  nl: () => import('./catalogs/nl.js').then((module) => module.nl),
  pl: () => import('./catalogs/pl.js').then((module) => module.pl),
  'pt-BR': () => import('./catalogs/pt-BR.js').then((module) => module.ptBR),
  'pt-PT': () => import('./catalogs/pt-PT.js').then((module) => module.ptPT),
  ru: () => import('./catalogs/ru.js').then((module) => module.ru),
  th: () => import('./catalogs/th.js').then((module) => module.th),
  tr: () => import('./catalogs/tr.js').then((module) => module.tr),
  uk: () => import('./catalogs/uk.js').then((module) => module.uk),
  vi: () => import('./catalogs/vi.js').then((module) => module.vi),
  'zh-Hans': () => import('./catalogs/zh-Hans.js').then((module) => module.zhHans),
  'zh-Hant': () => import('./catalogs/zh-Hant.js').then((module) => module.zhHant),
};

/**
 * The locales that have a catalog. Pass these to negotiateLocale so that the resolved
 * locale (set as `lang` on the host) is the language the shopper actually reads.
 */
export const CATALOG_LOCALES: ReadonlyArray<SupportedLocale> = [
  DEFAULT_LOCALE,
  ...(Object.keys(CATALOG_IMPORTERS) as SupportedLocale[]),
];

/** A loader of one catalog family (the cashier's, the card form's): `english` for a locale without a catalog or a failed load. */
export function createCatalogLoader<C>(importers: CatalogImporters<C>, english: C): (locale: SupportedLocale) => Promise<C> {
  const pending = new Map<SupportedLocale, Promise<C>>();
  return (locale) => {
    const importer = importers[locale];
    if (!importer) return Promise.resolve(english);
    let catalog = pending.get(locale);
    if (!catalog) {
      catalog = Promise.resolve().then(importer).catch(() => {
        pending.delete(locale);
        return english;
      });
      pending.set(locale, catalog);
    }
    return catalog;
  };
}

export const loadCatalog: (locale: SupportedLocale) => Promise<Catalog> = createCatalogLoader(CATALOG_IMPORTERS, en);
