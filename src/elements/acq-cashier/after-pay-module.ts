/**
 * The post-pay code's chunk (after-pay.ts), loaded once per page: by the session code
 * (after-pay-link.ts), and by the first screen beside the session code's chunk, so that
 * a Pay soon after the first screen waits for one round of chunks, not two.
 */
import { lazyModule } from '../../core/lazy-module.js';

export const loadAfterPayModule = lazyModule(() => import('./after-pay.js'));
