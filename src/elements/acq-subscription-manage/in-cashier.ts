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

export function manageInCashier(cashier: ManageCashier): TemplateResult {
  return html`<acq-subscription-manage
    exportparts="container: manage-container, plan, notice, history, update-payment-button, change-plan-button, cancel-button, confirm-cancel-button, keep-button, plan-choice, return-link, frame-dialog"
    session=${cashier.session ?? nothing}
    endpoint=${cashier.endpoint ?? nothing}
    language=${cashier.language ?? nothing}
    appearance=${cashier.appearance ?? nothing}
    redirect-mode=${cashier.redirectMode}
    .strings=${cashier.strings}
    .fetchImpl=${cashier.fetchImpl}
    .eventSourceFactory=${cashier.eventSourceFactory}
    .switchSession=${(id: string) => (cashier.session = id)}
    .embedded=${cashier.view ?? jsonChild(cashier)}
  ></acq-subscription-manage>`;
}
