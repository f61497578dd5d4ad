/**
 * The subscription page's messages: its own family (manage-catalogs/) over the cashier's
 * catalog (periods, dates' labels, error.*), loaded together so that a language switch
 * never shows a mix. English of both is in the page's lazy chunk. A catalog an embedded
 * view brought (both families' messages of one locale) is on hand at once: a
 * server-rendered page hydrates in its language, with no catalog request.
 */
import type { ManageView } from '../../core/api/manage-view.js';
import { loadManageCatalog } from '../../core/i18n/manage-catalog.js';
import { manageEn, type ManageMessageKey } from '../../core/i18n/manage-catalogs/en.js';
import { enAfterFirstScreen, enFirstScreen, loadCatalog, rememberViewStrings, type CatalogOf, type SupportedLocale } from '../shared/i18n-bridge.js';

export type ManagePageCatalog = CatalogOf<ManageMessageKey>;

/** Both families of a locale, from a view: the page's words only (the cashier's are in knownCatalog). */
const given = new Map<string, ManagePageCatalog>();

export const manageCatalogs = {
  english: { ...enFirstScreen, ...enAfterFirstScreen, ...manageEn } as ManagePageCatalog,
  load: (locale: SupportedLocale): Promise<ManagePageCatalog> =>
    given.has(locale)
      ? Promise.resolve(given.get(locale)!)
      : Promise.all([loadCatalog(locale), loadManageCatalog(locale)]).then(([main, manage]) => ({ ...main, ...manage })),
  known: (locale: SupportedLocale): ManagePageCatalog | undefined => given.get(locale),
};

/**
 * Takes an embedded view's formatted strings and catalog. The catalog is kept only if it
 * has every English key of both families, as strings (a proxy of another version: loaded then).
 */
export function rememberManageStrings(view: ManageView): void {
  rememberViewStrings(view);
  const catalog = view.catalog;
  if (!catalog || given.has(catalog.locale)) return;
  const { messages } = catalog;
  for (const key in manageCatalogs.english) if (typeof messages[key] !== 'string') return;
  given.set(catalog.locale, messages as ManagePageCatalog);
}
