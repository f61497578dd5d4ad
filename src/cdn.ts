/**
 * The CDN script-tag entry (dist/cdn/acq-cashier.js): the same elements and exports as
 * the package entry (index.ts), except that `<acq-result>` is a lazy chunk here (the
 * cashier loads it with its post-pay code) and its class is exported as a type only.
 * The element still works on its own: the chunk is also loaded once the page is idle,
 * and `<acq-result>` elements already on the page upgrade then.
 */
export * from './index-elements.js';
export type { AcqResult, ResultStatus } from './elements/acq-result/acq-result.js';

// Inferred: "once the page is idle" = the first idle callback (a timer where there is none); never under Node.
if (typeof window !== 'undefined') {
  const defineResult = () => void import('./elements/acq-result/acq-result.js').catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(defineResult, { timeout: 2000 });
  else setTimeout(defineResult, 200);
}
