/** The first element matching a chain of selectors, each inside the previous one's shadow root. */
export function pierce(el: Element, ...selectors: string[]): HTMLElement {
  let node: Element = el;
  for (const selector of selectors) {
    const next = node.shadowRoot!.querySelector(selector);
    if (!next) throw new Error(`no ${selector} in ${node.tagName}`);
    node = next;
  }
  return node as HTMLElement;
}
