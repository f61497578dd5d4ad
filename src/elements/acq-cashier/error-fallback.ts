/**
 * The error screen the element renders itself, for when its post-pay code (lazy/after-pay.js,
 * which renders the usual one with acq-result) did not load: refused by the page's
 * integrity policy, or unreachable. Without it a state that needs that code spun forever.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { FlowError } from '../../core/flow/index.js';
import type { Localizer } from '../shared/localizer.js';

/** A chunk of the cashier's code (`what`) did not load: refused by the page's integrity policy, or unreachable. Retryable. */
export function codeUnavailable(what: string): FlowError {
  return { code: 'code_unavailable', messageKey: 'error.generic', message: `${what} did not load`, retryable: true };
}

/** Tells the merchant in the console which code did not load, and the usual cause. */
export function reportCodeUnavailable(error: FlowError): void {
  console.error(`acq-cashier: ${error.message}; serve every file of the CDN folder.`);
}

/**
 * The error screen when the post-pay code, which renders the usual one (acq-result), is
 * not there: the same words, and a retry where one can help.
 */
export function loadError(t: Localizer, error: FlowError, retry: () => void): TemplateResult {
  return html`<div class="waiting" part="result" role="alert">
    <p><strong>${t.t('result.error.title')}</strong></p>
    <p>${t.tMaybe(error.messageKey) ?? t.t('error.generic')}</p>
    ${error.retryable ? html`<button class="button block" part="retry-button" type="button" @click=${retry}>${t.t('result.retry')}</button>` : nothing}
  </div>`;
}
