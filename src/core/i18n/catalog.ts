/**
 * The catalogs on hand (catalog-loader.ts loads the others). The entry module has the first screen's English only
 * (catalogs/en-first-screen.ts); the rest of English (catalogs/en.ts) is a module of its
 * own, which the session code and the lazily loaded elements import, and the import map
 * loads the whole of it through en-whole.ts.
 * Every language is its own module (its default export), loaded on first use through the
 * import map of catalog-importers.ts, itself a lazy module; a catalog that came with a
 * session view (the proxy sends the first screen's) is taken instead, with no request at
 * all. A catalog once here is known synchronously (knownCatalog), so an element rendering
 * later shows it at once. A failed load falls back to English and is retried on the next call.
 */
import type { Catalog } from './catalogs/en.js';
import { enFirstScreen } from './catalogs/en-first-screen.js';
import { SUPPORTED_LOCALES, isSupportedLocale, type SupportedLocale } from './locales.js';


/** A catalog as a view carries it: the proxy's copy, for the locale it negotiated for the shopper. */
export interface GivenCatalog {
  locale: string;
  /** Message by key (checked here: every English key, and strings only). */
  messages: Readonly<Record<string, unknown>>;
}

/**
 * The locales that have a catalog. Pass these to negotiateLocale so that the resolved
 * locale (set as `lang` on the host) is the language the shopper actually reads.
 */
export const CATALOG_LOCALES: ReadonlyArray<SupportedLocale> = SUPPORTED_LOCALES;

/** The cashier's catalogs on hand: given by a view, or loaded (English once loaded). */
const known = new Map<SupportedLocale, Catalog>();

/** A catalog loaded (catalog-loader.ts): on hand from now on. */
export function rememberLoaded(locale: SupportedLocale, catalog: Catalog): void {
  known.set(locale, catalog);
}

/** The cashier's catalog of a locale if it is on hand (no wait). */
export function knownCatalog(locale: SupportedLocale): Catalog | undefined {
  return known.get(locale);
}

/**
 * Takes a view's catalog for its locale (never English's, which the modules define). One
 * that lacks any of the first screen's English keys (a proxy of another version) or holds
 * anything but strings is ignored: the module is loaded then, so the first screen never
 * mixes languages. The entry has no other English keys to check against: a later screen
 * says a message such a copy lacks in English.
 */
export function rememberCatalog(given: GivenCatalog | undefined): void {
  if (!given || !isSupportedLocale(given.locale) || given.locale === 'en' || known.has(given.locale)) return;
  const { messages } = given;
  for (const key in { ...enFirstScreen, ...messages }) if (typeof messages[key] !== 'string') return;
  known.set(given.locale, messages as Catalog);
}
