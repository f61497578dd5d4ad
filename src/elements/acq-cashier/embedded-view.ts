/**
 * A view the merchant's server put in the page with the HTML (no round trip): the
 * element's `view` property, else its `<script type="application/json">` child (what
 * `viewScriptHtml()` of acq-cashier/server writes). It is used only if it is a valid view
 * of this very session; otherwise the element fetches its view as usual.
 */
import { CashierView } from '../../core/api/cashier.js';

export function embeddedView(host: HTMLElement, given: unknown, sessionId: string): CashierView | undefined {
  const raw = given ?? jsonChild(host);
  if (raw === undefined) return undefined;
  const parsed = CashierView.safeParse(raw);
  return parsed.success && parsed.data.id === sessionId ? parsed.data : undefined;
}

function jsonChild(host: HTMLElement): unknown {
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/** The proxy's answer still says what the embedded view said (else the page was stale: reload). */
export function sameStatus(embedded: CashierView, fresh: CashierView): boolean {
  return embedded.status.status === fresh.status.status && embedded.status.attempt === fresh.status.attempt;
}
