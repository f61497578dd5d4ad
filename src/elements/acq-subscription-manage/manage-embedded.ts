/**
 * A subscription page view the merchant's server embedded (proxy.view, createSession's
 * `view`, renderCashierHtml): shown at the page's first render, at most once per session,
 * then checked with the proxy; a view that no longer says the same (cancelled in another
 * tab, a callback since) makes the page load again.
 */
import { ManageView } from '../../core/api/manage-view.js';

export class EmbeddedManageViews {
  private shownFor: string | undefined;
  /** Server HTML inside a cashier's: the run waits for the cashier's hydration, which sets `embedded`. */
  private deferred = false;

  /** Connected: start now, unless the page is server HTML whose cashier has not hydrated yet (defer-hydration). */
  connected(page: HTMLElement): boolean {
    this.deferred = page.hasAttribute('defer-hydration');
    return !this.deferred;
  }

  /** An update: start now if the cashier's hydration has just let the page go (its properties are set by then). */
  hydrated(page: HTMLElement): boolean {
    if (!this.deferred || page.hasAttribute('defer-hydration')) return false;
    this.deferred = false;
    return true;
  }

  /** The given view if it is a valid view of this session not shown before. */
  take(given: unknown, sessionId: string | undefined): ManageView | undefined {
    if (given === undefined || sessionId === undefined || this.shownFor === sessionId) return undefined;
    const parsed = ManageView.safeParse(given);
    if (!parsed.success || parsed.data.id !== sessionId) return undefined;
    this.shownFor = sessionId;
    return parsed.data;
  }
}

/** The proxy's view still says what the embedded one said: the same state and the same acts. */
export function sameManageState(embedded: ManageView, fresh: ManageView): boolean {
  const [a, b] = [embedded, fresh];
  return (
    a.subscription.status === b.subscription.status &&
    a.subscription.acquirerStatus === b.subscription.acquirerStatus &&
    a.actions.cancel === b.actions.cancel &&
    a.actions.updatePayment === b.actions.updatePayment &&
    a.actions.changePlan === b.actions.changePlan
  );
}
