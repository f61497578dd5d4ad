/**
 * An embedded view (embedded-view.ts) once shown: checked with the proxy before any
 * payment, and taken once per session. The element's run does this; the script tag's
 * first paint only reads the view, so this is not on its path.
 */
import type { CashierView } from '../../core/api/cashier.js';

/** The proxy's answer still says what the embedded view said (else the page was stale: reload). */
export function sameStatus(embedded: CashierView, fresh: CashierView): boolean {
  return embedded.status.status === fresh.status.status && embedded.status.attempt === fresh.status.attempt;
}

export interface CheckHooks {
  /** The proxy's view of the session. */
  fetch: () => Promise<CashierView>;
  /** The proxy says something else: start the run again (it will fetch). */
  onStale: () => void;
  /** The proxy could not be asked: show the load error. */
  onFailed: (error: unknown) => Promise<void>;
}

/**
 * An embedded view's part of a run: taken at most once per session (a later run, e.g.
 * after a stale one, fetches), then checked with the proxy; Pay waits for that check.
 */
export class EmbeddedViews {
  private shownFor: string | undefined;
  private check: Promise<boolean> | undefined;

  /** The embedded view (as embeddedView checked it) to show first in a new run: at most once per session. */
  take(view: CashierView | undefined): CashierView | undefined {
    this.check = undefined;
    if (!view || this.shownFor === view.id) return undefined;
    this.shownFor = view.id;
    return view;
  }

  /** Checks the shown embedded view with the proxy (in the background). */
  verify(embedded: CashierView, signal: AbortSignal, hooks: CheckHooks): void {
    this.check = hooks.fetch().then(
      (fresh) => {
        if (signal.aborted) return false;
        if (sameStatus(embedded, fresh)) return true;
        hooks.onStale();
        return false;
      },
      async (error: unknown) => {
        if (!signal.aborted) await hooks.onFailed(error);
        return false;
      },
    );
  }

  /** Resolves true when a payment may go ahead (no embedded view, or the proxy confirmed it). */
  verified(): Promise<boolean> {
    return this.check ?? Promise.resolve(true);
  }
}
