/**
 * The post-pay code's chunk (after-pay.ts), loaded once per page by the session code
 * (after-pay-link.ts). Not by the first screen beside the session code's: measured, that
 * gained a quick Pay nothing, and each import() of the entry costs a bundled shop Vite's
 * preload list of hashed names.
 */
import { lazyModule } from '../../core/lazy-module.js';
import { prefetchAfterPay } from './code-prefetch.js';

export const loadAfterPayModule = lazyModule(() => {
  // Its imports too, at once (the CDN build; a bundled shop's import() preloads them itself).
  prefetchAfterPay();
  return import('./after-pay.js');
});
