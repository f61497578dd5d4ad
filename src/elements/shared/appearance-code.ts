/**
 * The appearance code (shared/appearance.ts: the theme grammars and their CSS), a lazy
 * chunk most sessions never load. One loader for the page: the cashier's first screen
 * starts it as soon as it sees a theme (the element's attribute or the view's), beside
 * the session code rather than after it, and the session code's CashierTheme awaits the
 * same request before it renders anything themed.
 */
import { lazyModule } from '../../core/lazy-module.js';

export const loadAppearanceCode = lazyModule(() => import('./appearance.js'));
