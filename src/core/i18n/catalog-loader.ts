/**
 * Loading a language's catalog (catalog.ts keeps those on hand): every language is its
 * own module (its default export), found through the import map of catalog-importers.ts,
 * itself a lazy module. Not on the script tag's first paint, which shows English or the
 * catalog the view brought.
 */
import { lazyModule } from '../lazy-module.js';
import { knownCatalog, rememberLoaded } from './catalog.js';
import type { Catalog } from './catalogs/en.js';
import type { SupportedLocale } from './locales.js';

export type CatalogImporters<C = Catalog> = Partial<Record<SupportedLocale, () => Promise<{ default: C }>>>;

/** A loader of one catalog family (the cashier's, the card form's): `english` for a locale without a catalog or a failed load. */
export function createCatalogLoader<C>(
  importers: CatalogImporters<C> | (() => Promise<CatalogImporters<C>>),
  english: C,
): (locale: SupportedLocale) => Promise<C> {
  const pending = new Map<SupportedLocale, Promise<C>>();
  return (locale) => {
    let catalog = pending.get(locale);
    if (!catalog) {
      catalog = Promise.resolve()
        .then(() => (typeof importers === 'function' ? importers() : importers))
        .then(async (map) => {
          const importer = map[locale];
          return importer ? (await importer()).default : english;
        })
        .catch(() => {
          pending.delete(locale);
          return english;
        });
      pending.set(locale, catalog);
    }
    return catalog;
  };
}

/**
 * The import map of the cashier's catalogs (a lazy module, tried again after a failed
 * load). The language menu asks for it as it opens, so that a pick loads one module.
 */
export const loadCatalogImporters: () => Promise<CatalogImporters> = lazyModule(() =>
  import('./catalog-importers.js').then((module) => module.CATALOG_IMPORTERS),
);

const importCatalog = createCatalogLoader<Catalog | undefined>(loadCatalogImporters, undefined);

/** The cashier's catalog of a locale, loading its module unless it is on hand. */
export function loadCatalog(locale: SupportedLocale): Promise<Catalog> {
  const catalog = knownCatalog(locale);
  if (catalog) return Promise.resolve(catalog);
  return importCatalog(locale).then((loaded) => {
    if (loaded) rememberLoaded(locale, loaded);
    // A failed load: English stands in, and the next call tries again.
    return loaded ?? importCatalog('en').then((english) => english ?? Promise.reject(new Error(`no catalog for ${locale}`)));
  });
}
