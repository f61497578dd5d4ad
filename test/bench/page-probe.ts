/**
 * The classic script every bench page runs before the cashier module: it wraps timers and
 * EventSource (to find what a removed cashier leaves behind and when a status event
 * arrives), and measures when a cashier is interactive: every nested element rendered and
 * the pay method radios focusable. Plain JS in a string: it runs in the page as written,
 * and says on the console when that figure is recorded (measured-signal.ts).
 */
import { SIGNAL_STATEMENT } from './measured-signal.js';

export const PAGE_PROBE = String.raw`
(() => {
  const bench = (window.__bench = { statusAt: [], liveSources: new Set(), sourcesOpened: 0, timers: new Map(), ready: 0 });
  performance.mark('acq-before-script');
  // Layout shifts from the first paint on (the cashier's skeleton must hold the place of what loads).
  bench.cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const st = window.setTimeout.bind(window), ct = window.clearTimeout.bind(window);
  const si = window.setInterval.bind(window), ci = window.clearInterval.bind(window);
  bench.sleep = (ms) => new Promise((resolve) => st(resolve, ms));
  window.setTimeout = (fn, ms, ...args) => {
    const id = st((...a) => { bench.timers.delete(id); if (typeof fn === 'function') fn(...a); }, ms, ...args);
    bench.timers.set(id, 'timeout');
    return id;
  };
  window.setInterval = (fn, ms, ...args) => {
    const id = si(fn, ms, ...args);
    bench.timers.set(id, 'interval');
    return id;
  };
  window.clearTimeout = (id) => { bench.timers.delete(id); ct(id); };
  window.clearInterval = (id) => { bench.timers.delete(id); ci(id); };

  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource {
    constructor(url, init) {
      super(url, init);
      bench.sourcesOpened += 1;
      bench.liveSources.add(this);
      // Added before the cashier's own listener, so it runs first: the arrival time.
      this.addEventListener('status', () => bench.statusAt.push(performance.now()));
      this.addEventListener('error', () => { if (this.readyState === 2) bench.liveSources.delete(this); });
    }
    close() { bench.liveSources.delete(this); super.close(); }
  };

  const deepAll = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) deepAll(el.shadowRoot, out);
    }
    return out;
  };
  bench.deepAll = deepAll;
  bench.deepFind = (el, selector) => deepAll(el.shadowRoot ?? el).filter((n) => n.matches(selector));
  /** Waits until no nested Lit element has an update pending (new ones may appear as they render). */
  bench.settle = async (el) => {
    let seen = -1;
    for (let round = 0; round < 20; round++) {
      const els = [el, ...deepAll(el.shadowRoot ?? el)].filter((n) => n.updateComplete);
      const done = await Promise.all(els.map((n) => n.updateComplete));
      if (els.length === seen && done.every(Boolean)) return;
      seen = els.length;
    }
  };
  const focusable = (input) => {
    if (input.disabled || !input.checkVisibility()) return false;
    input.focus({ preventScroll: true });
    const ok = input.getRootNode().activeElement === input;
    input.blur();
    return ok;
  };
  /** Resolves with the number of focusable pay method radios once everything has rendered. */
  bench.interactive = async (el) => {
    await bench.settle(el);
    const radios = bench.deepFind(el, 'input[type=radio]');
    return radios.length > 0 && radios.every(focusable) ? radios.length : 0;
  };

  document.addEventListener('acq-ready', async (event) => {
    bench.ready += 1;
    if (bench.manual) return;
    performance.mark('acq-ready');
    const radios = await bench.interactive(event.target);
    performance.mark('acq-interactive');
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const view = performance.getEntriesByType('resource').find((r) => /\/cashier\/sessions\/[^/]+$/.test(r.name));
    bench.tti = {
      radios,
      fromModule: at('acq-interactive') - at('acq-start'),
      fromScriptTag: at('acq-interactive') - at('acq-before-script'),
      evaluate: at('acq-evaluated') - at('acq-start'),
      toRequest: view ? view.startTime - at('acq-evaluated') : NaN,
      viewRequest: view ? view.duration : NaN,
      toReady: view ? at('acq-ready') - view.responseEnd : NaN,
      render: at('acq-interactive') - at('acq-ready'),
      cls: bench.cls,
    };
    ${SIGNAL_STATEMENT};
  });
  document.addEventListener('acq-redirect', (event) => { bench.redirect = event.detail; });
  document.addEventListener('acq-status-change', async (event) => {
    if (!['succeeded', 'failed', 'cancelled', 'expired'].includes(event.detail.state) || bench.manual) return;
    await bench.settle(event.target);
    const heading = bench.deepFind(event.target, '[part~="result-heading"]')[0];
    const rendered = performance.now();
    bench.result = { state: event.detail.state, heading: heading?.textContent.trim() ?? null, ms: rendered - (bench.statusAt.at(-1) ?? NaN) };
  });
})();
`;
