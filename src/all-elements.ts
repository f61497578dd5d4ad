/**
 * Every element of the cashier (the package's `acq-cashier/elements`), and the elements'
 * code that the browser entry (index.ts, cdn.ts) loads beside the view. Importing it defines every
 * element (once: a second copy on the page keeps the first definition) and starts the
 * session-view requests of the cashiers already on the page; `<acq-result>`,
 * `<acq-language-menu>` and `<acq-subscription-summary>` come as lazy chunks the cashier
 * loads when it needs them (and the page's idle time defines them for standalone use), so
 * their classes are exported as types only. It touches no window or document at import
 * time under Node, so server rendering can import it. `<acq-card-form>` is not here: it
 * is for the acquirer's hosted card page only, which loads its own bundle (acq-card-form.js).
 */
import './cdn-start.js';
import { whenIdle } from './elements/shared/when-idle.js';
export * from './index-elements.js';
export type { AcqResult, ResultStatus } from './elements/acq-result/acq-result.js';
export type { AcqLanguageMenu } from './elements/acq-language-menu/acq-language-menu.js';
// Loaded by the cashier beside its view request (needed for subscriptions only).
export type { AcqSubscriptionSummary } from './elements/acq-subscription-summary/acq-subscription-summary.js';
// The merchant's subscription page: loaded by the cashier for a `subscription-manage` session.
export type { AcqSubscriptionManage } from './elements/acq-subscription-manage/acq-subscription-manage.js';

// Never under Node (server rendering imports this module too).
if (typeof window !== 'undefined') whenIdle(() => void import('./lazy-elements.js').then((m) => m.defineLazyElements(), () => undefined));
