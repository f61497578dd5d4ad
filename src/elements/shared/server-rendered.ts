/**
 * Whether an element's shadow root came with the page's HTML (Declarative Shadow DOM,
 * from the server's renderer) and its first render is still to hydrate it. Lit creates
 * the shadow root before any controller's hostConnected, so a root alone says nothing
 * there: one Lit attached is empty until the first render (its styles are adopted, not
 * written into it), one from the HTML holds the server's markup.
 */
/** A Lit element as its controllers see it. */
export type ElementHost = HTMLElement & { readonly hasUpdated: boolean };

export function hasServerHtml(host: ElementHost): boolean {
  return !host.hasUpdated && (host.shadowRoot?.hasChildNodes() ?? false);
}
