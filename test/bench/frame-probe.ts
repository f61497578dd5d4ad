/**
 * The classic script that opens every page of the Adyen comparison (ours and theirs, the
 * same code): on each animation frame from navigation start it checks whether the method
 * list is rendered and Pay enabled, and records the first frame where that holds. Times
 * are performance.now(), i.e. from the navigation start of the merchant page's HTML.
 * Ours (`firstPaint`, every page but the server-rendered one): the script tag's first paint
 * counts, whose Pay takes a click before <acq-cashier> is defined and does it once the
 * elements' code is in; the first frame where the element has taken over (its state is
 * ready) is recorded too (takenAt). Server-rendered HTML before hydration never counts: a
 * click there is lost.
 * Also: the first frame showing the methods at all (server-rendered HTML shows them
 * before any script), the layout shift from first paint to ready, and Pay click → the
 * page starting to leave for the payment page (the Navigation API's navigate event).
 * Plain JS in a string; it says on the console when ready is recorded (measured-signal.ts).
 */
import { SIGNAL_STATEMENT } from './measured-signal.js';

/** `floor`: a static page with no widget, ready at its first frame (what no page can beat here). */
export type FrameTarget = 'acq' | 'adyen' | 'floor';

/** `lang`: for ours, ready only once the cashier's `lang` is that language (a session in another language than English). */
export function frameProbe(target: FrameTarget, lang?: string, firstPaint = false): string {
  return String.raw`
(() => {
  const probe = (window.__frame = { frames: 0, cls: 0, shifts: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) probe.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  const deep = (root, selector, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, selector, out);
    }
    return out;
  };
  probe.deep = deep;
  const target = ${JSON.stringify(target)};
  const lang = ${JSON.stringify(lang ?? null)};
  const firstPaint = ${JSON.stringify(firstPaint)};
  probe.awaitTakeover = target === 'acq';
  const takenOver = () => {
    const cashier = document.querySelector('acq-cashier');
    return !!cashier && !!cashier.state && cashier.state.name !== 'loading';
  };
  const methodSelector = target === 'acq' ? 'input[type=radio]' : '.adyen-checkout__payment-method';
  const methodsShown = () => target === 'floor' || deep(document, methodSelector).length > 0;
  const payEnabled = () => {
    if (target === 'floor') return true;
    if (target === 'acq') {
      const cashier = document.querySelector('acq-cashier');
      const drawn = firstPaint && !customElements.get('acq-cashier');
      if (!cashier || (!drawn && (!cashier.state || cashier.state.name !== 'ready'))) return false;
      if (lang && !(cashier.getAttribute('lang') ?? '').startsWith(lang)) return false;
      const pay = deep(document, '[part~=pay-button]')[0];
      return !!pay && !pay.disabled && pay.checkVisibility();
    }
    const pay = deep(document, '.adyen-checkout__button--pay')[0];
    return !!pay && !pay.disabled && pay.checkVisibility();
  };
  const frame = () => {
    const now = performance.now();
    probe.frames += 1;
    if (probe.firstFrame === undefined) probe.firstFrame = now;
    if (probe.methodsAt === undefined && methodsShown()) probe.methodsAt = now;
    if (probe.readyAt !== undefined) {
      if (takenOver()) probe.takenAt = now;
      else requestAnimationFrame(frame);
      return;
    }
    if (probe.methodsAt !== undefined && payEnabled()) {
      probe.readyAt = now;
      if (target !== 'acq' || takenOver()) probe.takenAt = now;
      else requestAnimationFrame(frame);
      probe.readyFrame = probe.frames;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      probe.firstPaint = fcp ? fcp.startTime : probe.firstFrame;
      probe.cls = probe.shifts.filter(([at]) => at <= now).reduce((sum, [, v]) => sum + v, 0);
      probe.methods = deep(document, methodSelector).length;
      ${SIGNAL_STATEMENT};
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // The navigation to the payment page, once Pay was clicked: timed, then cancelled so the page stays to be read.
  navigation.addEventListener('navigate', (event) => {
    if (probe.clickAt === undefined || probe.leftAt !== undefined) return;
    probe.leftAt = performance.now();
    probe.leftFor = event.destination.url;
    event.preventDefault();
  });
})();
`;
}
