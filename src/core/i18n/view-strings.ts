/**
 * What a session view brings for the page's texts: the first screen's amounts and dates
 * formatted by the proxy, and the catalog of the locale it negotiated for the shopper.
 * Kept for this runtime, the first render needs neither Intl's data nor a catalog request.
 */
import { rememberCatalog, type GivenCatalog } from './catalog.js';
import { rememberFormats } from './preformatted.js';

export function rememberViewStrings(view: { formatted?: Readonly<Record<string, unknown>> | undefined; catalog?: GivenCatalog | undefined }): void {
  rememberFormats(view.formatted);
  rememberCatalog(view.catalog);
}
