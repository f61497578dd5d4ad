/**
 * The cashier state machine: `transition(state, event)` is pure and total. An event that
 * does not apply returns the very same state object (callers may compare by identity);
 * nothing throws.
 *
 * | from          | event              | to                                                             |
 * |---------------|--------------------|----------------------------------------------------------------|
 * | loading       | VIEW_LOADED        | by view.status: open → ready; action_required → ready with      |
 * |               |                    | pendingAction (confirming when resuming); processing →           |
 * |               |                    | confirming; final → succeeded/failed/expired/cancelled          |
 * | loading       | LOAD_FAILED, ERROR | error                                                          |
 * | loading       | RESUMED            | loading, remembering the attempt to resume                     |
 * | loading       | TIMEOUT            | error load_timeout (retryable)                                 |
 * | ready         | METHOD_SELECTED    | ready with the method (offered ones only); a different method  |
 * |               |                    | while an action is pending starts a new attempt                |
 * | ready         | PAY                | submitting (pay), same new-attempt rule                        |
 * | ready         | CANCEL_REQUESTED   | submitting (cancel)                                            |
 * | ready         | RESUMED (attempt)  | confirming                                                     |
 * | ready         | SESSION_EXPIRED    | expired                                                        |
 * | submitting    | PAY_ACCEPTED       | pay: action_required+webUrl → redirecting; open/processing/    |
 * |               |                    | action_required → confirming; final → final.                   |
 * |               |                    | cancel: final → final; otherwise back to ready                 |
 * | submitting    | PAY_FAILED         | replacing a waiting attempt, refused → ready with that one back |
 * |               |                    | retryable or cancel → ready with notice; else error            |
 * | submitting    | TIMEOUT            | pay → confirming (it may have gone through); cancel → ready     |
 * | redirecting   | REDIRECT_STARTED   | redirecting with the mode (once)                               |
 * | redirecting   | REDIRECT_CANCELLED | ready with pendingAction (paying again replays the same action) |
 * | redirecting   | RESUMED (attempt)  | confirming                                                     |
 * | confirming    | TIMEOUT            | pendingAction → ready with it; else error status_timeout        |
 * | confirming    | RETURNED_UNPAID    | pendingAction → ready with it and a notice; else unchanged      |
 * | failed        | RETRY (canRetry)   | ready, attempt + 1, previousResult                             |
 * | failed        | SESSION_EXPIRED    | failed, canRetry false                                         |
 * | error         | RETRY (retryable)  | loading                                                        |
 * | any non-final | ERROR              | error (keeps view and attempt)                                 |
 * | any with view | STATUS             | see applyStatus                                                |
 * | final         | anything but RETRY | unchanged (final states are sticky)                            |
 */
import type { CashierView, StatusSnapshot } from '../api/cashier.js';
import { isFinalCashierStatus } from '../api/status.js';
import type { FlowEvent } from './events.js';
import { defaultMethod, isOfferedMethod, offersPayment, sameMethod } from './methods.js';
import { openPayScreen } from './pay-screen-state.js';
import type {
  ConfirmingState,
  FinalFlowState,
  FlowError,
  FlowState,
  MethodChoice,
  ReadyState,
  RedirectingState,
  SubmittingState,
} from './state.js';
import { isFinal } from './state.js';
import type { ProxyErrorCode } from '../contract/proxy-errors.js';
import { LOAD_TIMEOUT, RETURNED_UNPAID, STATUS_TIMEOUT } from './flow-errors.js';

export function transition(state: FlowState, event: FlowEvent): FlowState {
  if (event.type === 'STATUS') return applyStatus(state, event.snapshot);
  if (event.type === 'ERROR') return isFinal(state) ? state : toError(state, event.error);
  switch (state.name) {
    case 'loading':
      return fromLoading(state, event);
    case 'ready':
      return fromReady(state, event);
    case 'submitting':
      return fromSubmitting(state, event);
    case 'redirecting':
      return fromRedirecting(state, event);
    case 'confirming':
      // The shopper is back but the acquirer still waits on its page: they left it (cancelled) without paying.
      if (event.type === 'RETURNED_UNPAID') return state.pendingAction ? readyAgain(state, { pendingAction: state.pendingAction, notice: RETURNED_UNPAID }) : state;
      if (event.type !== 'TIMEOUT') return state;
      // Still waiting on the shopper's authorization: let them continue there or pick another method.
      return state.pendingAction ? readyAgain(state, { pendingAction: state.pendingAction }) : toError(state, STATUS_TIMEOUT);
    case 'failed':
      if (event.type === 'RETRY' && state.canRetry) return retryReady(state.view, state.attempt + 1, state);
      if (event.type === 'SESSION_EXPIRED' && state.canRetry) return { ...state, canRetry: false };
      return state;
    case 'error':
      return event.type === 'RETRY' && state.error.retryable ? { name: 'loading' } : state;
    default:
      return state;
  }
}

function fromLoading(state: Extract<FlowState, { name: 'loading' }>, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'VIEW_LOADED':
      return stateOfView(event.view, state.resumeAttempt);
    case 'LOAD_FAILED':
      return { name: 'error', error: event.error };
    case 'RESUMED':
      return validAttempt(event.attempt) ? { name: 'loading', resumeAttempt: event.attempt } : state;
    case 'TIMEOUT':
      return { name: 'error', error: LOAD_TIMEOUT };
    default:
      return state;
  }
}

function fromReady(state: ReadyState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'METHOD_SELECTED':
      return isOfferedMethod(state.view, event.method) ? { ...withMethod(state, event.method), notice: undefined } : state;
    case 'PAY': {
      if (!isOfferedMethod(state.view, event.method)) return state;
      const chosen = withMethod(state, event.method);
      const submitting: SubmittingState = { name: 'submitting', view: state.view, intent: 'pay', method: event.method, attempt: chosen.attempt };
      if (chosen.replacing) submitting.replacing = chosen.replacing;
      return submitting;
    }
    case 'CANCEL_REQUESTED':
      return { name: 'submitting', view: state.view, intent: 'cancel', method: state.method, attempt: state.attempt };
    case 'RESUMED':
      return event.attempt === state.attempt ? confirming(state, state.pendingAction?.webUrl) : state;
    case 'SESSION_EXPIRED':
      return { name: 'expired', view: state.view, attempt: state.attempt };
    default:
      return state;
  }
}

/** Choosing another method while this attempt's action is pending needs a new attempt: the proxy replays by attempt. */
function withMethod(state: ReadyState, method: MethodChoice): ReadyState {
  // Back to the waiting attempt's own method: it continues there.
  if (state.replacing && sameMethod(state.replacing.method, method)) {
    const { replacing, ...rest } = state;
    return { ...rest, method, attempt: replacing.attempt, pendingAction: replacing.pendingAction };
  }
  if (state.pendingAction && !sameMethod(state.method, method)) {
    const replacing = { method: state.method, attempt: state.attempt, pendingAction: state.pendingAction };
    return { ...state, method, attempt: state.attempt + 1, pendingAction: undefined, replacing };
  }
  return { ...state, method };
}

function fromSubmitting(state: SubmittingState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'PAY_ACCEPTED':
      return acceptAnswer(state, event.snapshot);
    case 'PAY_FAILED':
      // The waiting attempt could not be replaced (a subscription awaiting authorization): back to it.
      if (state.replacing && event.error.code === ('attempt_in_progress' satisfies ProxyErrorCode)) return readyAgain({ ...state, ...state.replacing }, { pendingAction: state.replacing.pendingAction, notice: RETURNED_UNPAID });
      // A retry of a replacement is still one: it keeps where to go back to.
      if (event.error.retryable || state.intent === 'cancel') return readyAgain(state, { notice: event.error, ...(state.replacing ? { replacing: state.replacing } : {}) });
      return toError(state, event.error);
    case 'TIMEOUT':
      return state.intent === 'pay' ? confirming(state) : readyAgain(state, {});
    default:
      return state;
  }
}

function acceptAnswer(state: SubmittingState, snapshot: StatusSnapshot): FlowState {
  // The answer to the shopper's own cancel is never stale: before any payment it says attempt 0.
  if (state.intent !== 'cancel' && isStale(state.attempt, snapshot)) return state;
  if (isFinalStatus(snapshot)) return finalOf(state, snapshot);
  if (state.intent === 'cancel') return readyAgain(state, pendingOf(snapshot));
  const webUrl = snapshot.status === 'action_required' ? snapshot.action?.webUrl : undefined;
  if (webUrl) return redirecting(state, snapshot.attempt, webUrl);
  return confirming({ ...state, attempt: snapshot.attempt });
}

function fromRedirecting(state: RedirectingState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'REDIRECT_STARTED':
      return state.mode === undefined ? { ...state, mode: event.mode } : state;
    case 'REDIRECT_CANCELLED':
      return readyAgain(state, { pendingAction: { webUrl: state.webUrl } });
    case 'RESUMED':
      return event.attempt === state.attempt ? confirming(state, state.webUrl) : state;
    default:
      return state;
  }
}

/**
 * A status from the stream or a poll. Ignored in loading (the view carries its own
 * status), in final states (sticky), and when it belongs to an older attempt than the
 * state's — except `succeeded`: money taken is the truth, whichever attempt took it
 * (a popup completed just before it was closed and the shopper moved on).
 */
export function applyStatus(state: FlowState, snapshot: StatusSnapshot): FlowState {
  if (state.name === 'loading' || isFinal(state)) return state;
  if (!state.view) return state;
  if (state.attempt !== undefined && isStale(state.attempt, snapshot) && snapshot.status !== 'succeeded') return state;
  const ctx = { view: state.view, method: 'method' in state ? state.method : null, attempt: state.attempt ?? snapshot.attempt };
  if (isFinalStatus(snapshot)) return finalOf(ctx, snapshot);
  switch (state.name) {
    case 'ready':
      if (snapshot.status === 'processing') return confirming({ ...state, attempt: snapshot.attempt });
      if (snapshot.status === 'action_required') return { ...state, attempt: snapshot.attempt, ...pendingOf(snapshot) };
      return state;
    case 'submitting':
      if (state.intent === 'cancel' || snapshot.status === 'open') return state;
      return acceptAnswer(state, snapshot);
    case 'redirecting':
      if (snapshot.status === 'processing') return confirming(state);
      if (snapshot.status === 'action_required' && snapshot.action?.webUrl && snapshot.action.webUrl !== state.webUrl) {
        return { ...state, webUrl: snapshot.action.webUrl };
      }
      return state;
    case 'confirming':
      if (snapshot.status === 'processing' && state.pendingAction) return { ...state, pendingAction: undefined };
      if (snapshot.status === 'action_required') return { ...state, ...pendingOf(snapshot) };
      return state;
    default:
      return state;
  }
}

/** The state a freshly loaded view starts in. */
function stateOfView(view: CashierView, resumeAttempt: number | undefined): FlowState {
  const open = openPayScreen(view);
  if (open) return open;
  const snapshot = view.status;
  const attempt = Math.max(1, snapshot.attempt);
  const base = { view, method: defaultMethod(view), attempt };
  if (isFinalStatus(snapshot)) return finalOf({ ...base, attempt: snapshot.attempt }, snapshot);
  if (snapshot.status === 'processing') return confirming(base);
  if (snapshot.status === 'action_required') {
    const webUrl = snapshot.action?.webUrl;
    // The waiting attempt's own method: paying with it continues there, another replaces it.
    const pending = { ...base, method: pendingMethod(view, snapshot) ?? base.method };
    if (resumeAttempt === snapshot.attempt) return confirming(pending, webUrl);
    return { name: 'ready', ...pending, ...pendingOf(snapshot) };
  }
  return { name: 'ready', ...base };
}

interface Context {
  view: CashierView;
  method: MethodChoice | null;
  attempt: number;
}

function finalOf(ctx: Context, snapshot: StatusSnapshot): FinalFlowState {
  const common = { view: ctx.view, attempt: Math.max(ctx.attempt, snapshot.attempt), snapshot };
  switch (snapshot.status) {
    case 'succeeded':
      return { name: 'succeeded', ...common };
    case 'expired':
      return { name: 'expired', ...common };
    case 'cancelled':
      return { name: 'cancelled', ...common };
    default:
      return { name: 'failed', ...common, result: snapshot.result, canRetry: offersPayment(ctx.view) };
  }
}

function retryReady(view: CashierView, attempt: number, failed: { result?: ReadyState['previousResult'] }): ReadyState {
  return { name: 'ready', view, method: defaultMethod(view), attempt, previousResult: failed.result };
}

function readyAgain(ctx: Context, extra: Partial<ReadyState>): ReadyState {
  return { name: 'ready', view: ctx.view, method: ctx.method, attempt: ctx.attempt, ...extra };
}

function confirming(ctx: Context, webUrl?: string): ConfirmingState {
  const state: ConfirmingState = { name: 'confirming', view: ctx.view, method: ctx.method, attempt: ctx.attempt };
  if (webUrl) state.pendingAction = { webUrl };
  return state;
}

function redirecting(ctx: Context, attempt: number, webUrl: string): RedirectingState {
  return { name: 'redirecting', view: ctx.view, method: ctx.method, attempt, webUrl };
}

function toError(state: FlowState, error: FlowError): FlowState {
  if (state.name === 'loading') return { name: 'error', error };
  if (state.name === 'error') return { ...state, error };
  return { name: 'error', error, view: state.view, attempt: state.attempt };
}

function pendingMethod(view: CashierView, snapshot: StatusSnapshot): MethodChoice | undefined {
  const method = snapshot.action?.method;
  return method && isOfferedMethod(view, method) ? method : undefined;
}

function pendingOf(snapshot: StatusSnapshot): Pick<ReadyState, 'pendingAction'> {
  const webUrl = snapshot.status === 'action_required' ? snapshot.action?.webUrl : undefined;
  return { pendingAction: webUrl ? { webUrl } : undefined };
}

function isStale(attempt: number, snapshot: StatusSnapshot): boolean {
  return snapshot.attempt < attempt;
}

function isFinalStatus(snapshot: StatusSnapshot): boolean {
  return isFinalCashierStatus(snapshot.status);
}

function validAttempt(attempt: number): boolean {
  return Number.isInteger(attempt) && attempt > 0;
}
