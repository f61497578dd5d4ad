/**
 * The cashier's states: one variant per screen, each carrying what that screen needs.
 * `attempt` is always the attempt the state is about: in `ready` the attempt the next
 * pay call will use, in `submitting`/`redirecting`/`confirming` the one in flight, in the
 * final states the one that ended.
 */
import type { CashierView, StatusSnapshot, ViewResult } from '../api/cashier.js';
import type { RedirectMode } from '../redirect/plan.js';

/** What the shopper chose to pay with: a PayRequest without the attempt. */
export interface MethodChoice {
  payMethodType: string;
  payMethodName: string;
  /** Set when paying with a saved card token. */
  tokenId?: string;
}

export type { RedirectMode };

/** A failure the widget shows as an error screen or notice. Structurally met by ProxyClientError. */
export interface FlowError {
  /** Stable machine code: a proxy/acquirer code (A0048, session_not_found) or a widget code (network_error…). */
  code: string;
  /** i18n key the element localizes. */
  messageKey: string;
  /** English fallback, for logs. */
  message?: string;
  /** True when trying the same thing again may work. */
  retryable: boolean;
  /** The proxy's request id (its logs and X-Request-Id), the reference a shopper can quote. */
  requestId?: string | undefined;
}

/** A webUrl the current attempt still waits on (the shopper has not completed it). */
export interface PendingAction {
  webUrl: string;
}

export interface LoadingState {
  name: 'loading';
  /** Set when the page is a redirect return: resume confirming this attempt once the view loads. */
  resumeAttempt?: number;
}

export interface ReadyState {
  name: 'ready';
  view: CashierView;
  method: MethodChoice | null;
  attempt: number;
  /** An action of this attempt still waits (redirect cancelled, popup closed): paying again replays it. */
  pendingAction?: PendingAction;
  /** Why the previous attempt failed, shown above the methods after a retry. */
  previousResult?: ViewResult;
  /** A retryable error of the last request (network, timeout), shown as a notice. */
  notice?: FlowError;
  replacing?: Replacing;
}

/**
 * The attempt still waiting on the acquirer's page that a new one (another method) is
 * meant to replace: where the flow goes back to if the shopper picks its method again or
 * the proxy refuses the replacement (a subscription awaiting authorization).
 */
export interface Replacing {
  method: MethodChoice | null;
  attempt: number;
  pendingAction: PendingAction;
}

export interface SubmittingState {
  name: 'submitting';
  view: CashierView;
  /** pay: a pay call is in flight; cancel: the shopper's cancel call is. */
  intent: 'pay' | 'cancel';
  method: MethodChoice | null;
  attempt: number;
  replacing?: Replacing;
}

export interface RedirectingState {
  name: 'redirecting';
  view: CashierView;
  method: MethodChoice | null;
  attempt: number;
  webUrl: string;
  /** Set once the element has actually left (navigated, opened the popup or the frame). */
  mode?: RedirectMode;
}

export interface ConfirmingState {
  name: 'confirming';
  view: CashierView;
  method: MethodChoice | null;
  attempt: number;
  /** The acquirer still waits on this webUrl: the screen may offer to continue there. */
  pendingAction?: PendingAction;
}

interface FinalFields {
  view: CashierView;
  attempt: number;
  /** The status that ended the flow (result, redirectUrl, subscription); absent when the widget ended it (SESSION_EXPIRED). */
  snapshot?: StatusSnapshot;
}

export interface SucceededState extends FinalFields {
  name: 'succeeded';
}

export interface FailedState extends FinalFields {
  name: 'failed';
  result?: ViewResult;
  /** True when the shopper may try again (another method, a new attempt). */
  canRetry: boolean;
}

export interface ExpiredState extends FinalFields {
  name: 'expired';
}

export interface CancelledState extends FinalFields {
  name: 'cancelled';
}

export interface ErrorState {
  name: 'error';
  error: FlowError;
  /** The view, when the error came after it loaded (a late final status may still land). */
  view?: CashierView;
  attempt?: number;
}

export type FlowState =
  | LoadingState
  | ReadyState
  | SubmittingState
  | RedirectingState
  | ConfirmingState
  | SucceededState
  | FailedState
  | ExpiredState
  | CancelledState
  | ErrorState;

export type FlowStateName = FlowState['name'];

export const FLOW_STATE_NAMES: readonly FlowStateName[] = [
  'loading',
  'ready',
  'submitting',
  'redirecting',
  'confirming',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
  'error',
];

export type FinalFlowState = SucceededState | FailedState | ExpiredState | CancelledState;

export const initialState: LoadingState = { name: 'loading' };

export function isFinal(state: FlowState): state is FinalFlowState {
  return (
    state.name === 'succeeded' || state.name === 'failed' || state.name === 'expired' || state.name === 'cancelled'
  );
}

/** The attempt a pay call made from this state would use, or null when paying is not possible now. */
export function nextAttempt(state: FlowState): number | null {
  if (state.name === 'ready') return state.attempt;
  if (state.name === 'failed' && state.canRetry) return state.attempt + 1;
  return null;
}

/** The view, in every state that has one. */
export function viewOf(state: FlowState): CashierView | undefined {
  return state.name === 'loading' ? undefined : state.view;
}
