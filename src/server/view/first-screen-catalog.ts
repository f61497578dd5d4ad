/**
 * The view's catalog: the messages of the locale the element will negotiate (the same as
 * the formatted strings'), so that a shopper whose session or browser speaks another
 * language than English sees the first screen in it at once, with no catalog request
 * after the view and no frame in English. English is built into the element: none then.
 */
import { CashierView } from '../../core/api/cashier.js';
import { knownCatalog, loadCatalog, type GivenCatalog, type SupportedLocale } from '../../core/i18n/index.js';
import { firstScreenLocale, type ShopperLanguages } from './first-screen-formats.js';

type ViewCatalog = NonNullable<CashierView['catalog']>;

export async function firstScreenCatalog(view: CashierView, languages?: ShopperLanguages): Promise<GivenCatalog | undefined> {
  return catalogFor(firstScreenLocale(view, languages).catalog);
}

/** The catalog of a locale already negotiated (firstScreenLocale), as a view carries it. */
export async function catalogFor(locale: SupportedLocale): Promise<GivenCatalog | undefined> {
  return locale === 'en' ? undefined : { locale, messages: await loadCatalog(locale) };
}

/** Checked catalogs by locale (one per supported locale at most): a catalog never changes once loaded. */
const checked = new Map<SupportedLocale, Readonly<ViewCatalog>>();
const CatalogSchema = CashierView.shape.catalog;

/**
 * catalogFor as the view's contract checks it (CashierView's `catalog`), checked once per
 * locale rather than per view (issue 31: a catalog's hundreds of messages were most of a
 * view's check). Frozen, since every view shares it. A failed load (English standing
 * in, see loadCatalog) is checked every time and not kept: the next view loads again.
 */
export async function checkedCatalogFor(locale: SupportedLocale): Promise<Readonly<ViewCatalog> | undefined> {
  const hit = checked.get(locale);
  if (hit) return hit;
  const catalog = await catalogFor(locale);
  if (!catalog) return undefined;
  const parsed = CatalogSchema.parse(catalog);
  if (!parsed) return undefined;
  if (knownCatalog(locale) !== catalog.messages) return parsed;
  Object.freeze(parsed.messages);
  checked.set(locale, Object.freeze(parsed));
  return parsed;
}
