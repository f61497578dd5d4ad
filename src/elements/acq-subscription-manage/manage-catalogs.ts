/**
 * The subscription page's messages: its own family (manage-catalogs/) over the cashier's
 * catalog (periods, dates' labels, error.*), loaded together so that a language switch
 * never shows a mix. English of both is in the page's lazy chunk.
 */
import { loadManageCatalog } from '../../core/i18n/manage-catalog.js';
import { manageEn, type ManageMessageKey } from '../../core/i18n/manage-catalogs/en.js';
import { en, loadCatalog, type CatalogOf, type SupportedLocale } from '../shared/i18n-bridge.js';

export type ManagePageCatalog = CatalogOf<ManageMessageKey>;

export const manageCatalogs = {
  english: { ...en, ...manageEn } as ManagePageCatalog,
  load: (locale: SupportedLocale): Promise<ManagePageCatalog> =>
    Promise.all([loadCatalog(locale), loadManageCatalog(locale)]).then(([main, manage]) => ({ ...main, ...manage })),
};
