/**
 * Every export of the package except `AcqResult`, `AcqLanguageMenu` and `AcqSubscriptionSummary`, shared by the
 * package entry (index.ts) and the CDN entry (cdn.ts), which differ only in how
 * `<acq-result>`, `<acq-language-menu>` and `<acq-subscription-summary>` are loaded.
 */
export { AcqCashier } from './elements/acq-cashier/acq-cashier.js';
export { AcqOrderSummary } from './elements/acq-order-summary/acq-order-summary.js';
export { AcqPayMethods } from './elements/acq-pay-methods/acq-pay-methods.js';
export { AcqSavedCards } from './elements/acq-saved-cards/acq-saved-cards.js';
export {
  AcqEvent,
  acqEvent,
  type AcqEventMap,
  type AcqReadyEvent,
  type AcqReadyDetail,
  type AcqStatusChangeEvent,
  type AcqStatusChangeDetail,
  type AcqRedirectEvent,
  type AcqRedirectDetail,
  type AcqSuccessEvent,
  type AcqFailureEvent,
  type AcqCancelEvent,
  type AcqResultDetail,
  type AcqErrorEvent,
  type AcqErrorDetail,
  type AcqLocaleEvent,
  type AcqLocaleDetail,
  type AcqMethodChangeEvent,
  type AcqRetryEvent,
  type AcqManageEvent,
  type AcqLocaleSelectEvent,
  type AcqSubscriptionCancelEvent,
  type AcqSubscriptionCancelDetail,
  type AcqPlanChangeEvent,
  type AcqPlanChangeDetail,
  type ManageViewSummary,
  type ViewSummary,
} from './elements/events.js';
export type { Strings } from './elements/shared/i18n-bridge.js';
export type {
  CashierView,
  Money,
  PayRequest,
  PayResponse,
  ProxyError,
  SessionKind,
  StatusSnapshot,
  ViewBrand,
  ViewChange,
  ViewOrder,
  ViewPayMethod,
  ViewPlan,
  ViewResult,
  ViewSavedCard,
  ViewSubscription,
} from './core/api/cashier.js';
export type { CashierStatus } from './core/api/status.js';
export type { FlowError, FlowState, FlowStateName, MethodChoice, RedirectMode } from './core/flow/state.js';
export type { SupportedLocale } from './core/i18n/locales.js';
