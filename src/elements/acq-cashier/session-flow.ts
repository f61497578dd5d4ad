/**
 * The flow state of `<acq-cashier>`'s session code and the one way it moves (send): each
 * move is rendered, told as acq-status-change (never before acq-ready) and acq-error, and
 * handed to the post-pay half; a state that renders from after-pay.ts waits for that code
 * (sendWhenReady). The base of SessionController, which runs the session (its loads, its
 * lifetime) and reloads when an error's retry takes the flow back to loading.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { initialState, isStatusChange, transition, viewOf, type FlowError, type FlowEvent, type FlowState } from '../../core/flow/index.js';
import { acqEvent } from '../events.js';
import { needsAfterPay, type AfterPayLink } from './after-pay-link.js';
import { BlankPopup } from './blank-popup.js';
import { codeUnavailable, reportCodeUnavailable } from './error-fallback.js';
import type { CashierHost } from './host.js';

/** The post-pay code (lazy/after-pay.js) did not load. */
const AFTER_PAY_UNAVAILABLE = codeUnavailable('lazy/after-pay.js');

export abstract class SessionFlow {
  /** The flow state the element renders. */
  state: FlowState = initialState;
  /** Popup mode's window, opened inside the Pay click; the post-pay code sends it to the webUrl. */
  readonly popup = new BlankPopup();
  abstract readonly host: CashierHost;
  /** The post-pay half (after-pay.ts), loaded after the first render. */
  abstract readonly afterPay: AfterPayLink;
  /** Result events waiting for `acq-ready` (null once it has gone out in this run). */
  protected beforeReady: Array<() => void> | null = [];

  /** Loads the session again (an error's retry). */
  protected abstract load(): Promise<void>;

  send(event: FlowEvent): void {
    const previous = this.state;
    const next = transition(previous, event);
    if (next === previous) return;
    this.setState(next);
    this.onEnter(next, previous);
  }

  /**
   * Sends an event that arrives asynchronously, first loading after-pay.ts if the state it
   * leads to renders from it (already there in practice: it is prefetched after the first render).
   */
  async sendWhenReady(event: FlowEvent, signal: AbortSignal | undefined): Promise<void> {
    const next = transition(this.state, event);
    // No await otherwise: an embedded view's VIEW_LOADED must land before the first render.
    const loaded = needsAfterPay(next) ? await this.afterPay.load().then(() => true, () => false) : true;
    if (signal?.aborted) return;
    // Without its code (a refused or unreachable chunk) that state could only spin forever: an error instead,
    // which the element renders itself, and whose retry reloads the session (and tries the code again).
    if (!loaded && next.name !== 'error') reportCodeUnavailable(AFTER_PAY_UNAVAILABLE);
    this.send(loaded || next.name === 'error' ? event : { type: 'ERROR', error: AFTER_PAY_UNAVAILABLE });
  }

  /** Runs `announce` once `acq-ready` has gone out (at once if it has): no result or status event before it. */
  afterReady(announce: () => void): void {
    if (this.beforeReady) this.beforeReady.push(announce);
    else announce();
  }

  /** An error the flow does not move for (the screen already says it): acq-error alone. */
  tellError(error: FlowError): void {
    this.host.dispatchEvent(acqEvent('acq-error', { error }));
  }

  /** Closes popup mode's blank window, unless the flow is using it. */
  closeBlankPopup(): void {
    if (this.state.name === 'redirecting' && this.state.mode === 'popup') return;
    this.popup.close();
  }

  protected setState(state: FlowState): void {
    if (state === this.state) return;
    this.state = state;
    this.host.requestUpdate();
  }

  protected onEnter(next: FlowState, previous: FlowState): void {
    const snapshot = snapshotOf(next);
    if (isStatusChange(previous, next)) {
      const change = () =>
        this.host.dispatchEvent(acqEvent('acq-status-change', { state: next.name, previous: previous.name, ...(snapshot ? { snapshot } : {}) }));
      // acq-ready comes first (the docs promise it): the view's first state waits for it. Before any view
      // there is no status to tell: a session that does not load says so with acq-error alone.
      if (this.beforeReady === null) change();
      else if (viewOf(next)) this.afterReady(change);
    }
    this.afterPay.controller?.enter(next, previous);
    if (next.name === 'error') this.host.dispatchEvent(acqEvent('acq-error', { error: next.error }));
    if (next.name === 'loading' && previous.name === 'error') void this.load();
  }
}

function snapshotOf(state: FlowState): StatusSnapshot | undefined {
  if ('snapshot' in state && state.snapshot) return state.snapshot;
  return undefined;
}
