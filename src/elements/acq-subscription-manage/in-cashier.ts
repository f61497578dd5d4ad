/**
 * The subscription page inside `<acq-cashier>`, for a session of kind `subscription-manage`:
 * in this lazy chunk (with the page itself) so that the checkout's first load carries
 * only the import() and one call. The cashier hands down what the page reads; a plan
 * change switches the cashier's own `session`, whose run then shows the checkout.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FetchLike } from '../../client/proxy-client.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { jsonChild } from '../shared/json-text.js';
import './acq-subscription-manage.js';

/** What of `<acq-cashier>` the page reads (and `session`, which a plan change sets). */
export interface ManageCashier extends HTMLElement {
  session?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly language?: string | undefined;
  readonly appearance?: string | undefined;
  readonly redirectMode: string;
  readonly strings?: Strings | undefined;
  readonly fetchImpl?: FetchLike | undefined;
  readonly eventSourceFactory?: EventSourceFactory | null | undefined;
  /** A view the merchant's server embedded (else the script child): the page takes one of its session. */
  readonly view?: unknown;
}

/** Per cashier, the plan change its page last made: the session the page left and the one it switched the cashier to. */
const switches = new WeakMap<ManageCashier, { from: string | undefined; to: string }>();

/**
 * The session the page is for: the cashier's, except while the cashier still renders the
 * page after it switched to the plan-change session (the new run has not replaced the page
 * yet). The page keeps its own then: given the change session, it would load it as its
 * own and fail with `checkout_session`.
 */
function pageSession(cashier: ManageCashier): string | undefined {
  const made = switches.get(cashier);
  return made && made.to === cashier.session ? made.from : cashier.session;
}

function switchSession(cashier: ManageCashier, id: string): void {
  switches.set(cashier, { from: cashier.session, to: id });
  cashier.session = id;
}

export function manageInCashier(cashier: ManageCashier): TemplateResult {
  return html`<acq-subscription-manage
    exportparts="container: manage-container, plan, notice, history, update-payment-button, change-plan-button, cancel-button, confirm-cancel-button, keep-button, plan-choice, plan-terms, return-link, frame-dialog"
    session=${pageSession(cashier) ?? nothing}
    endpoint=${cashier.endpoint ?? nothing}
    language=${cashier.language ?? nothing}
    appearance=${cashier.appearance ?? nothing}
    redirect-mode=${cashier.redirectMode}
    .strings=${cashier.strings}
    .fetchImpl=${cashier.fetchImpl}
    .eventSourceFactory=${cashier.eventSourceFactory}
    .switchSession=${(id: string) => switchSession(cashier, id)}
    .embedded=${cashier.view ?? jsonChild(cashier)}
  ></acq-subscription-manage>`;
}
