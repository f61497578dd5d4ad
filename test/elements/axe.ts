/**
 * axe-core in the test page: its package is a UMD script, not an ES module, so it is
 * loaded with a script tag from the dev server and used through window.axe.
 */
interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}
interface Axe {
  run(context: Element, options?: object): Promise<{ violations: AxeViolation[] }>;
}

const loading = new WeakMap<Window, Promise<Axe>>();

/** axe-core in a window: this page's, or a same-origin frame's (it checks its own document). */
export function loadAxe(win: Window = window): Promise<Axe> {
  let axe = loading.get(win);
  if (!axe) {
    axe = new Promise((resolve, reject) => {
      const script = win.document.createElement('script');
      script.src = new URL('/node_modules/axe-core/axe.min.js', location.href).href;
      script.onload = () => resolve((win as unknown as { axe: Axe }).axe);
      script.onerror = () => reject(new Error('axe-core could not be loaded'));
      win.document.head.append(script);
    });
    loading.set(win, axe);
  }
  return axe;
}

/** WCAG 2.x A and AA (and 2.2) rules; returns "id: help (targets)" for each violation. */
export async function axeViolations(element: Element): Promise<string[]> {
  const axe = await loadAxe(element.ownerDocument.defaultView ?? window);
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  });
  return violations.map((v) => `${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target))})`);
}
