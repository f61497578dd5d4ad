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
