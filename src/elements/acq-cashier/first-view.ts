/**
 * What the element's first screen (first-screen.ts, in the entry module) hands the session
 * code (session-controller.ts, a lazy chunk) when it has shown the pay screen on its own,
 * and the one loader of the subscription summary's chunk both use.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { ReadyState } from '../../core/flow/state.js';
import { lazyModule } from '../../core/lazy-module.js';

export interface FirstView {
  /** The pay screen on display. */
  state: ReadyState;
  /** Checked only for what that screen shows: the session code parses the rest. */
  view: CashierView;
  /** Embedded by the merchant's server (so checked with the proxy before any payment). */
  embedded: boolean;
  /** A resume record was stored (a server-rendered page back from the acquirer's); read only for a view past attempt 0. */
  resume: boolean;
}

/** Subscriptions' summary: a lazy chunk, fetched beside the view request and awaited by a subscription view only. */
export const loadSubscriptionSummary = lazyModule(() => import('../acq-subscription-summary/acq-subscription-summary.js'));
