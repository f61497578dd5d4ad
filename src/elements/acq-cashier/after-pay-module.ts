/**
 * The post-pay code's chunk (after-pay.ts), loaded once per page by the session code
 * (after-pay-link.ts). Not by the first screen beside the session code's: measured, that
 * gained a quick Pay nothing, and each import() of the entry costs a bundled shop Vite's
 * preload list of hashed names.
 */
import { lazyModule } from '../../core/lazy-module.js';

export const loadAfterPayModule = lazyModule(() => import('./after-pay.js'));
