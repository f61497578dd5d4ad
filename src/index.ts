/**
 * The browser entry of acq-cashier: importing it defines every element (once: a second
 * copy on the page keeps the first definition) and exports the element classes, the
 * event types and the widget↔proxy contract types. It touches no window or document at
 * import time, so server rendering can import it. `<acq-card-form>` is not here: it is
 * for the acquirer's hosted card page only, which loads its own bundle (acq-card-form.js).
 */
export * from './index-elements.js';
export { AcqResult, type ResultStatus } from './elements/acq-result/acq-result.js';
export { AcqLanguageMenu } from './elements/acq-language-menu/acq-language-menu.js';
export { AcqSubscriptionSummary } from './elements/acq-subscription-summary/acq-subscription-summary.js';
