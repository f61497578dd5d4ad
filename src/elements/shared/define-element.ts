/**
 * Defines a custom element only where it can and only once: a page that loads the
 * cashier twice (the CDN script and a bundle) keeps the first definition instead of
 * throwing, and importing under Node without a DOM shim does nothing. A plain call after
 * the class (not a decorator): no decorator helper in the bundle.
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(tagName)) customElements.define(tagName, elementClass);
}
