/**
 * The view's catalog: the messages of the locale the element will negotiate (the same as
 * the formatted strings'), so that a shopper whose session or browser speaks another
 * language than English sees the first screen in it at once, with no catalog request
 * after the view and no frame in English. English is built into the element: none then.
 */
import type { CashierView } from '../../core/api/cashier.js';
import { loadCatalog, type GivenCatalog, type SupportedLocale } from '../../core/i18n/index.js';
import { firstScreenLocale, type ShopperLanguages } from './first-screen-formats.js';

export async function firstScreenCatalog(view: CashierView, languages?: ShopperLanguages): Promise<GivenCatalog | undefined> {
  return catalogFor(firstScreenLocale(view, languages).catalog);
}

/** The catalog of a locale already negotiated (firstScreenLocale), as a view carries it. */
export async function catalogFor(locale: SupportedLocale): Promise<GivenCatalog | undefined> {
  return locale === 'en' ? undefined : { locale, messages: await loadCatalog(locale) };
}
