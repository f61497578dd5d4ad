/**
 * Server-rendered HTML (Declarative Shadow DOM) that the element cannot hydrate, because the
 * code that renders it did not load (the subscription page's chunk): hydrating another
 * template over it would throw Lit's "Hydration value mismatch" and leave the server's
 * page on screen with buttons that do nothing. Emptied instead, with the element's own
 * styles adopted, so that its first render (an error with a retry) renders afresh.
 */
import { adoptStyles, type ReactiveElement } from 'lit';
import { hasServerHtml, type ElementHost } from './server-rendered.js';

export function discardServerHtml(host: ElementHost): void {
  const root = host.shadowRoot;
  if (!root || !hasServerHtml(host)) return;
  root.replaceChildren();
  adoptStyles(root, (host.constructor as typeof ReactiveElement).elementStyles);
  // The hydration support (@lit-labs/ssr-client) marks a root it found in the HTML, and its first update
  // hydrates a marked root: `_$needsHydration` in Lit's development build, `_$AG` in production (Lit keeps
  // its `_$` names stable across versions; e2e/manage.spec.ts fails if this stops working).
  const marked = host as unknown as { _$needsHydration?: boolean; _$AG?: boolean };
  marked._$needsHydration = marked._$AG = false;
}
