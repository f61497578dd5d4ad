/**
 * Whether an element's shadow root came with the page's HTML (Declarative Shadow DOM,
 * from the server's renderer) and its first render is still to hydrate it. Lit creates
 * the shadow root before any controller's hostConnected, so a root alone says nothing
 * there: one Lit attached is empty until the first render (its styles are adopted, not
 * written into it), one from the HTML holds the server's markup, and so does one the
 * script tag's first paint drew into (pre-rendered.ts), which is no server's.
 */
import { isPreRendered } from './pre-rendered.js';

/** A Lit element as its controllers see it. */
export type ElementHost = HTMLElement & { readonly hasUpdated: boolean };

export function hasServerHtml(host: ElementHost): boolean {
  return !host.hasUpdated && !isPreRendered(host) && (host.shadowRoot?.hasChildNodes() ?? false);
}
