/**
 * The elements the CDN entry does not hold (cdn.ts), loaded once the page is idle so that
 * such elements already on the page upgrade: one chunk the entry imports, instead of an
 * import() of each in the entry (each costs bytes there, and more in a bundler's preload
 * lists). The menu and the summary through the cashier's own loaders: one request each.
 */
import { loadLanguageMenu } from './elements/acq-cashier/brand-header.js';
import { loadSubscriptionSummary } from './elements/acq-cashier/first-view.js';

export function defineLazyElements(): void {
  void import('./elements/acq-result/acq-result.js').catch(() => undefined);
  void loadLanguageMenu().catch(() => undefined);
  void loadSubscriptionSummary().catch(() => undefined);
  // Only where a page has one (standalone use): no other page pays for the subscription page's chunk.
  if (document.querySelector('acq-subscription-manage')) void import('./elements/acq-subscription-manage/acq-subscription-manage.js').catch(() => undefined);
}
