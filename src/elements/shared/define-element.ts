/**
 * Class decorator that defines a custom element only where it can and only once: a page
 * that loads the cashier twice (the CDN script and a bundle) keeps the first definition
 * instead of throwing, and importing under Node without a DOM shim does nothing.
 */
export function defineElement(tagName: string) {
  return (elementClass: CustomElementConstructor): void => {
    if (typeof customElements === 'undefined') return;
    if (!customElements.get(tagName)) customElements.define(tagName, elementClass);
  };
}
