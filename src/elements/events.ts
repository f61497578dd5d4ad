/**
 * The public events of <acq-cashier>: each bubbles, is composed (crosses shadow roots)
 * and has a typed detail, declared in GlobalEventHandlersEventMap so
 * `el.addEventListener('acq-success', (e) => e.detail.snapshot)` type-checks.
 */
import type { CashierStatus } from '../core/api/status.js';
import type { CashierView, SessionKind, StatusSnapshot, Money } from '../core/api/cashier.js';
import type { FlowError, FlowStateName, MethodChoice, RedirectMode } from '../core/flow/state.js';
import type { SupportedLocale } from '../core/i18n/locales.js';
import type { ManageStatus } from '../core/api/manage-view.js';

/** What acq-ready reports of the loaded session (no ids beyond the session's own). */
export interface ViewSummary {
  id: string;
  kind: SessionKind;
  amount: Money;
  status: CashierStatus;
  payMethodCount: number;
  savedCardCount: number;
}

export function summarizeView(view: CashierView): ViewSummary {
  return {
    id: view.id,
    kind: view.kind,
    amount: view.amount,
    status: view.status.status,
    payMethodCount: view.payMethods.length,
    savedCardCount: view.savedCards.length,
  };
}

/** What acq-ready reports of a subscription page (kind `subscription-manage`): amount is the price per period. */
export interface ManageViewSummary {
  id: string;
  kind: 'subscription-manage';
  amount: Money;
  status: ManageStatus;
}

export interface AcqReadyDetail {
  locale: SupportedLocale;
  view: ViewSummary | ManageViewSummary;
}
export interface AcqStatusChangeDetail {
  /** The flow state the cashier moved to. */
  state: FlowStateName;
  previous: FlowStateName;
  /** The latest status of the session, once known. */
  snapshot?: StatusSnapshot;
}
export interface AcqRedirectDetail {
  url: string;
  mode: RedirectMode;
}
export interface AcqResultDetail {
  snapshot?: StatusSnapshot;
  /** True when this tab announced the same payment before (a reload of the return page). */
  restored?: boolean;
}
export interface AcqErrorDetail {
  error: FlowError;
}
/** The subscription page cancelled the subscription: the acquirer's status and the shopper's word for it. */
export interface AcqSubscriptionCancelDetail {
  subscriptionStatus: string;
  status: ManageStatus;
}
/** The subscription page created a plan-change session (`subscription-change`) to show next. */
export interface AcqPlanChangeDetail {
  session: string;
}
export interface AcqLocaleDetail {
  locale: SupportedLocale;
  previous: SupportedLocale;
  dir: 'ltr' | 'rtl';
}

/** A bubbling, composed CustomEvent; `cancelable` only where the cashier honours preventDefault. */
export class AcqEvent<T> extends CustomEvent<T> {
  constructor(type: keyof AcqEventMap, detail: T, cancelable = false) {
    super(type, { detail, bubbles: true, composed: true, cancelable });
  }
}

export type AcqReadyEvent = AcqEvent<AcqReadyDetail>;
export type AcqStatusChangeEvent = AcqEvent<AcqStatusChangeDetail>;
/** Cancelable: call preventDefault() to navigate yourself; the cashier then returns to ready. */
export type AcqRedirectEvent = AcqEvent<AcqRedirectDetail>;
export type AcqSuccessEvent = AcqEvent<AcqResultDetail>;
export type AcqFailureEvent = AcqEvent<AcqResultDetail>;
export type AcqCancelEvent = AcqEvent<AcqResultDetail>;
export type AcqErrorEvent = AcqEvent<AcqErrorDetail>;
export type AcqLocaleEvent = AcqEvent<AcqLocaleDetail>;
export type AcqSubscriptionCancelEvent = AcqEvent<AcqSubscriptionCancelDetail>;
/** Cancelable: call preventDefault() to show the new session yourself; by default the element switches its `session` to it. */
export type AcqPlanChangeEvent = AcqEvent<AcqPlanChangeDetail>;

/** Events of the parts, which <acq-cashier> listens to (usable by merchants composing parts). */
export type AcqMethodChangeEvent = AcqEvent<MethodChoice>;
export type AcqRetryEvent = AcqEvent<Record<string, never>>;
export type AcqManageEvent = AcqEvent<Record<string, never>>;
export type AcqLocaleSelectEvent = AcqEvent<{ locale: SupportedLocale }>;

export interface AcqEventMap {
  'acq-method-change': AcqMethodChangeEvent;
  'acq-retry': AcqRetryEvent;
  'acq-manage': AcqManageEvent;
  'acq-locale-select': AcqLocaleSelectEvent;
  'acq-ready': AcqReadyEvent;
  'acq-status-change': AcqStatusChangeEvent;
  'acq-redirect': AcqRedirectEvent;
  'acq-success': AcqSuccessEvent;
  'acq-failure': AcqFailureEvent;
  'acq-cancel': AcqCancelEvent;
  'acq-error': AcqErrorEvent;
  'acq-locale': AcqLocaleEvent;
  'acq-subscription-cancel': AcqSubscriptionCancelEvent;
  'acq-plan-change': AcqPlanChangeEvent;
}

/** Builds a typed event of the map: `acqEvent('acq-ready', {...})`. */
export function acqEvent<K extends keyof AcqEventMap>(
  type: K,
  detail: AcqEventMap[K]['detail'],
  cancelable = false,
): AcqEventMap[K] {
  return new AcqEvent(type, detail, cancelable) as AcqEventMap[K];
}

declare global {
  // An interface (not a type alias) so that it merges with the DOM's map.
  interface GlobalEventHandlersEventMap extends AcqEventMap {}
}
