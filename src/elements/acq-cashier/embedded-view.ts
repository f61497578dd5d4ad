/**
 * A view the merchant's server put in the page with the HTML (no round trip): the
 * element's `view` property, else its `<script type="application/json">` child (what
 * `viewScriptHtml()` of acq-cashier/server writes). It is used only if it is a view of
 * this very session with what the first screen shows well-typed (the session code checks
 * the rest against the contract once it has loaded); otherwise the element fetches its
 * view as usual.
 */
import type { CashierView } from '../../core/api/cashier.js';
import { firstScreenView } from '../../core/api/view-shape.js';
import { jsonChild } from '../shared/json-text.js';

/** What the merchant's server embedded, parsed once per run: the element's `view`, else its script child. */
export function embeddedRaw(host: Element, given: unknown): unknown {
  return given ?? jsonChild(host);
}

/** That embedded value, if it is a view of this session with what the first screen shows well-typed. */
export function embeddedView(raw: unknown, sessionId: string): CashierView | undefined {
  return raw === undefined ? undefined : firstScreenView(raw, sessionId);
}

/** That embedded value is a subscription page's view of this session. */
export function embedsManage(raw: unknown, sessionId: string | undefined): boolean {
  const view = raw as { kind?: unknown; id?: unknown } | null | undefined;
  return view?.kind === 'subscription-manage' && view.id === sessionId;
}

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
