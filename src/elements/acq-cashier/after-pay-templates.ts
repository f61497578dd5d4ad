/** The post-pay screens' templates (lazy, with after-pay.ts): the result, the webUrl link, the frame dialog. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CashierView, StatusSnapshot } from '../../core/api/cashier.js';
import { checkWebUrl } from '../../core/redirect/web-url.js';
import '../acq-result/acq-result.js';
import type { ResultStatus } from '../acq-result/acq-result.js';
import type { Strings } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';

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
