/**
 * The CDN script-tag entry (dist/cdn/acq-cashier.js): the same elements and exports as
 * the package entry (index.ts), except that `<acq-result>` and `<acq-language-menu>` are
 * lazy chunks here (the cashier loads them after its first render: the result with its
 * post-pay code, the menu for its header) and their classes are exported as types only.
 * The elements still work on their own: the chunks are also loaded once the page is
 * idle, and such elements already on the page upgrade then. The first import starts the
 * session-view requests before any of that code evaluates.
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
