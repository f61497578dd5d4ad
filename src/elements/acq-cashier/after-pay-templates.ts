/** The post-pay screens' templates (lazy, with after-pay.ts): waiting, the result, the webUrl link, the frame dialog. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CashierView, StatusSnapshot } from '../../core/api/cashier.js';
import type { ProxyErrorCode } from '../../core/contract/proxy-errors.js';
import type { FlowState, MethodChoice } from '../../core/flow/index.js';
import { checkWebUrl } from '../../core/redirect/web-url.js';
import '../acq-result/acq-result.js';
import type { ResultStatus } from '../acq-result/acq-result.js';
import type { Strings } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { choiceLabel } from './paid-with.js';
import { waiting } from './waiting.js';

/** The states the post-pay code renders (the element renders loading, ready and submitting). */
export type AfterPayState = Exclude<FlowState, { name: 'loading' | 'ready' | 'submitting' }>;

/** What the post-pay screens show beside the state: the post-pay controller's own state and acts. */
export interface AfterPayInput extends Pick<ResultInput, 'returning' | 'busy' | 'l10n' | 'strings' | 'onRetry' | 'onManage'> {
  /** The method the shopper paid with on this page (a return page does not know it). */
  paidWith: MethodChoice | null;
  /** Brings popup mode's window forward. */
  showPopup: () => void;
}

/** The screen of a post-pay state: redirecting, confirming or the result. */
export function afterPayScreen(flow: AfterPayState, input: AfterPayInput): TemplateResult {
  const t = input.l10n;
  switch (flow.name) {
    case 'redirecting':
      if (flow.mode === 'popup') {
        return waiting(
          t.t('cashier.popupOpen'),
          html`<button class="button secondary" type="button" @click=${input.showPopup}>
            ${t.t('cashier.popupShow')}
          </button>`,
        );
      }
      return waiting(t.t('cashier.redirecting'), webUrlLink(t, flow.webUrl, flow.view));
    case 'confirming':
      return waiting(t.t('cashier.confirming'), flow.pendingAction ? webUrlLink(t, flow.pendingAction.webUrl, flow.view) : nothing);
    case 'error':
      // The order was paid in another checkout session (another tab): told as paid, with nothing to retry (acq-error tells the shop the code).
      if (flow.error.code === ('paid_in_another_session' satisfies ProxyErrorCode)) {
        return resultScreen({ ...input, status: 'succeeded', canRetry: false, view: flow.view, paidWith: undefined });
      }
      return resultScreen({
        ...input,
        status: 'error',
        messageKey: flow.error.messageKey,
        // The reference a shopper quotes to the shop: the proxy's request id finds the request in its logs.
        code: flow.error.requestId ?? flow.error.code,
        canRetry: flow.error.retryable,
        view: flow.view,
        paidWith: undefined,
      });
    default:
      return resultScreen({
        ...input,
        status: flow.name,
        messageKey: flow.name === 'failed' ? flow.result?.messageKey : undefined,
        code: flow.name === 'failed' ? flow.result?.code : undefined,
        canRetry: flow.name === 'failed' && flow.canRetry,
        view: flow.view,
        snapshot: flow.snapshot,
        paidWith: input.paidWith ? choiceLabel(flow.view, input.paidWith, t) : undefined,
      });
  }
}

export interface ResultInput {
  status: ResultStatus;
  messageKey?: string | undefined;
  code?: string | undefined;
  canRetry: boolean;
  view?: CashierView | undefined;
  snapshot?: StatusSnapshot | undefined;
  /** The name of the method paid with, when this page knows it. */
  paidWith?: string | undefined;
  returning: boolean;
  busy: boolean;
  l10n: LocalizeController;
  strings: Strings | undefined;
  onRetry: () => void;
  onManage: () => void;
}

export function resultScreen(input: ResultInput): TemplateResult {
  const manageable = input.snapshot?.subscription?.manageable ?? input.view?.subscription?.manageable ?? false;
  return html`<acq-result
    exportparts="result, result-heading, retry-button, manage-button, continue-link, receipt, result-details"
    .status=${input.status}
    .kind=${input.view?.kind ?? 'order'}
    .messageKey=${input.messageKey}
    .code=${input.code}
    .canRetry=${input.canRetry}
    .manageable=${manageable}
    .amount=${input.view?.amount}
    .paidWith=${input.paidWith}
    .paidAt=${input.status === 'succeeded' ? input.snapshot?.updatedAt : undefined}
    .reference=${input.view?.order?.merchantOrderId}
    .redirectUrl=${input.snapshot?.redirectUrl}
    .returning=${input.returning}
    .busy=${input.busy}
    .language=${input.l10n.childLanguage}
    .strings=${input.strings}
    @acq-retry=${input.onRetry}
    @acq-manage=${input.onManage}
  ></acq-result>`;
}

/** A link to the pending webUrl, only when it passes the same check as the redirect. */
export function webUrlLink(l10n: LocalizeController, webUrl: string, view: CashierView): TemplateResult | typeof nothing {
  const checked = checkWebUrl(webUrl, view.webUrlHosts);
  if (!checked.ok) return nothing;
  return html`<a class="link" href=${checked.url.href}>${l10n.t('cashier.redirectLink')}</a>`;
}

/** Frame mode's in-page dialog around the authorization page. */
export function frameDialog(l10n: LocalizeController, url: string, onClosed: () => void, close: () => void): TemplateResult {
  const title = l10n.t('cashier.frameTitle');
  return html`<dialog part="frame-dialog" aria-label=${title} @close=${onClosed}>
    <div class="dialog-bar">
      <span>${title}</span>
      <button class="text-button" type="button" @click=${close}>${l10n.t('cashier.frameClose')}</button>
    </div>
    <iframe src=${url} title=${title}></iframe>
  </dialog>`;
}
