import { html, nothing, type TemplateResult } from 'lit';
import type { FlowError } from '../../core/flow/index.js';
import type { LocalizeController } from '../shared/localize-controller.js';

/** The spinner screen: loading (the entry), redirecting and confirming (the post-pay code). */
export function waiting(message: string, extra: unknown = nothing): TemplateResult {
  return html`<div class="waiting" part="waiting">
    <span class="spinner" aria-hidden="true"></span>
    <p>${message}</p>
    ${extra}
  </div>`;
}

/** The post-pay code (lazy/after-pay.js) did not load: refused by the page's integrity policy, or unreachable. */
export const AFTER_PAY_UNAVAILABLE: FlowError = {
  code: 'code_unavailable',
  messageKey: 'error.generic',
  message: 'lazy/after-pay.js did not load',
  retryable: true,
};

/**
 * The error screen when the post-pay code, which renders the usual one (acq-result), is
 * not there: the same words, and a retry where one can help.
 */
export function loadError(t: LocalizeController, error: FlowError, retry: () => void): TemplateResult {
  return html`<div class="waiting" part="result" role="alert">
    <p><strong>${t.t('result.error.title')}</strong></p>
    <p>${t.tMaybe(error.messageKey) ?? t.t('error.generic')}</p>
    ${error.retryable ? html`<button class="button block" part="retry-button" type="button" @click=${retry}>${t.t('result.retry')}</button>` : nothing}
  </div>`;
}
