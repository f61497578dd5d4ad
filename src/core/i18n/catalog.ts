/**
 * Catalog loading. English is built in; every other language is its own module (its
 * default export), loaded on first use through the static import map of locales.ts.
 * A failed load falls back to English and is retried on the next call.
 */
import { en, type Catalog } from './catalogs/en.js';
import { CATALOG_IMPORTERS, SUPPORTED_LOCALES, type SupportedLocale } from './locales.js';

export type CatalogImporters<C = Catalog> = Partial<Record<SupportedLocale, () => Promise<{ default: C }>>>;

/**
 * The locales that have a catalog. Pass these to negotiateLocale so that the resolved
 * locale (set as `lang` on the host) is the language the shopper actually reads.
 */
export const CATALOG_LOCALES: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES;

/** A loader of one catalog family (the cashier's, the card form's): `english` for a locale without a catalog or a failed load. */
export function createCatalogLoader<C>(importers: CatalogImporters<C>, english: C): (locale: SupportedLocale) => Promise<C> {
  const pending = new Map<SupportedLocale, Promise<C>>();
  return (locale) => {
    const importer = importers[locale];
    if (!importer) return Promise.resolve(english);
    let catalog = pending.get(locale);
    if (!catalog) {
      catalog = Promise.resolve().then(importer).then((module) => module.default).catch(() => {
        pending.delete(locale);
        return english;
      });
      pending.set(locale, catalog);
    }
    return catalog;
  };
}

export const loadCatalog: (locale: SupportedLocale) => Promise<Catalog> = createCatalogLoader(CATALOG_IMPORTERS, en);
