/**
 * Which views the cashier's first screen shows as the pay screen before its session code
 * has loaded: shared by the element's first screen (first-screen.ts) and the script tag's
 * first paint (pre-render.ts), which must agree on it.
 */
import type { CashierView } from '../../core/api/cashier.js';
import { openPayScreen } from '../../core/flow/pay-screen-state.js';
import type { ReadyState } from '../../core/flow/state.js';
import { hasStoredResume } from '../../client/resume-key.js';

/**
 * Whether this tab left for the acquirer's page from this session (a resume record). Only
 * a pay call answered with that page stores one, and the proxy counts it in the view's
 * attempt: a view at attempt 0 (a session never paid, the first screen's usual case)
 * skips the read, whose first access of sessionStorage is a synchronous trip to the
 * browser process (~4 ms in the bench) in the task that ends with the first paint. An
 * embedded view can be older than the page's storage: the session code reads it once
 * more for that (session-controller.ts, adopt).
 */
export function resumeStored(view: CashierView, session: string): boolean {
  return view.status.attempt > 0 && hasStoredResume(session);
}

/** The pay screen of an open order with no theme to load first (the element's `appearance`, else the view's) and no return to resume, to show at once. */
export function firstPayScreen(view: CashierView, session: string, appearance: string | undefined): ReadyState | undefined {
  return view.kind === 'order' && !(appearance ?? view.appearance) && !resumeStored(view, session) ? openPayScreen(view) : undefined;
}
