/** What can happen to the cashier: answers of the proxy, the shopper's acts, the element's timers. */
import type { CashierView, StatusSnapshot } from '../api/cashier.js';
import type { FlowError, MethodChoice, RedirectMode } from './state.js';

export type FlowEvent =
  /** `GET sessions/:id` answered. */
  | { type: 'VIEW_LOADED'; view: CashierView }
  /** `GET sessions/:id` failed. */
  | { type: 'LOAD_FAILED'; error: FlowError }
  /** The shopper picked a method (or a saved card). */
  | { type: 'METHOD_SELECTED'; method: MethodChoice }
  /** The shopper pressed pay; the element calls `POST …/pay` with nextAttempt(state). */
  | { type: 'PAY'; method: MethodChoice }
  /** The pay call answered with the attempt's snapshot. */
  | { type: 'PAY_ACCEPTED'; snapshot: StatusSnapshot }
  /** The pay (or cancel) call failed. */
  | { type: 'PAY_FAILED'; error: FlowError }
  /** The element left for the webUrl (after an uncancelled acq-redirect) in this mode. */
  | { type: 'REDIRECT_STARTED'; mode: RedirectMode }
  /** The merchant cancelled acq-redirect, or the popup or frame closed without a result. */
  | { type: 'REDIRECT_CANCELLED' }
  /** A status from the event stream or a poll. */
  | { type: 'STATUS'; snapshot: StatusSnapshot }
  /** The page is a redirect return (a resume record matched), or the popup reported back. */
  | { type: 'RESUMED'; attempt: number }
  /** Try again: a new attempt after a failure, or reload after a retryable error. */
  | { type: 'RETRY' }
  /** The shopper asked to cancel; the element calls `POST …/cancel`. */
  | { type: 'CANCEL_REQUESTED' }
  /** The return page asked the status: the attempt still waits on the acquirer's page (the shopper left it unpaid). */
  | { type: 'RETURNED_UNPAID' }
  /** The element waited too long for the current step. */
  | { type: 'TIMEOUT' }
  /** The cashier session's own time ran out (view.expiresAt passed). */
  | { type: 'SESSION_EXPIRED' }
  /** Anything else that stops the flow (e.g. a webUrl refused by checkWebUrl). */
  | { type: 'ERROR'; error: FlowError };

export type FlowEventType = FlowEvent['type'];

export const FLOW_EVENT_TYPES: readonly FlowEventType[] = [
  'VIEW_LOADED',
  'LOAD_FAILED',
  'METHOD_SELECTED',
  'PAY',
  'PAY_ACCEPTED',
  'PAY_FAILED',
  'REDIRECT_STARTED',
  'REDIRECT_CANCELLED',
  'STATUS',
  'RESUMED',
  'RETRY',
  'CANCEL_REQUESTED',
  'RETURNED_UNPAID',
  'TIMEOUT',
  'SESSION_EXPIRED',
  'ERROR',
];
