import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { Money, SessionKind } from '../../core/api/cashier.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import { enAfterFirstScreen, type MessageKey, type Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { safeHttpUrl } from '../shared/safe-url.js';
import { isolate, ltr, row } from '../shared/templates.js';
import { resultStyles } from './acq-result.styles.js';

export type ResultStatus = 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'error';

/** A clock drawn in SVG: the stopwatch character is missing from common system fonts. */
const CLOCK = html`<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/></svg>`;

const ICONS: Record<ResultStatus, string | TemplateResult> = {
  succeeded: '✓',
  failed: '!',
  expired: CLOCK,
  cancelled: '×',
  error: '!',
};

/**
 * @tagname acq-result
 * @summary The end of the flow: success, failure, expiry, cancellation or an error, with a
 * heading that takes focus, the reason, and what the shopper can do next.
 *
 * @event acq-retry - The shopper asked to try again (another method after a failure, reload after an error).
 * @event acq-manage - The shopper asked for the subscription management page.
 *
 * @csspart result - The section.
 * @csspart result-heading - The heading (focused when the result appears).
 * @csspart retry-button - "Try another payment method" / "Try again".
 * @csspart manage-button - "Manage your subscription".
 * @csspart continue-link - The link back to the merchant.
 *
 * @cssproperty --acq-color-success - Success icon.
 * @cssproperty --acq-color-danger - Failure icon and reason.
 * @cssproperty --acq-color-primary - Buttons.
 */
export class AcqResult extends LitElement {
  static override styles = resultStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    status: { reflect: true },
    kind: {},
    messageKey: { attribute: 'message-key' },
    code: {},
    canRetry: { type: Boolean, attribute: 'can-retry' },
    manageable: { type: Boolean },
    redirectUrl: { attribute: 'redirect-url' },
    returning: { type: Boolean },
    busy: { type: Boolean },
    amount: { attribute: false },
    paidWith: { attribute: 'paid-with' },
    paidAt: { attribute: 'paid-at' },
    reference: {},
    language: { reflect: true },
    strings: { attribute: false },
  };

  status: ResultStatus = 'succeeded';
  kind: SessionKind = 'order';
  /** A catalog key explaining the outcome (ViewResult.messageKey, ProxyError.messageKey). */
  messageKey?: string;
  /** The acquirer's or proxy's code, shown as a reference. */
  code?: string;
  canRetry = false;
  manageable = false;
  /** The merchant's page to return to (successRedirectUrl or failedRedirectUrl). */
  redirectUrl?: string;
  /** True while the cashier counts down to redirectUrl. */
  returning = false;
  busy = false;
  /** What was paid, for the success screen's receipt. */
  amount?: Money;
  /** The method's name as the shopper chose it ("Card", "Sandpay"), when known on this page. */
  paidWith?: string;
  /** ISO date-time of the outcome. */
  paidAt?: string;
  /** The merchant's reference the shopper can quote (merchantOrderId). */
  reference?: string;
  language?: string;
  strings?: Strings;

  // Never on the first screen: the whole of English, not the entry's share.
  private readonly l10n = new LocalizeController(this, { english: enAfterFirstScreen });

  /** Moves focus to the heading, so screen readers and keyboards start at the outcome. */
  async focusHeading(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  /** The heading's text (the cashier announces it in its live region). */
  get headline(): string {
    return this.l10n.t(this.titleKey());
  }

  override render() {
    const t = this.l10n;
    // One sentence: the reason when there is one, else what the outcome means; codes only behind "Details".
    const reason = this.messageKey ? t.tMaybe(this.messageKey) : null;
    return html`
      <section part="result" aria-labelledby="heading">
        <span class="icon" aria-hidden="true">${ICONS[this.status]}</span>
        <h2 id="heading" part="result-heading" tabindex="-1">${t.t(this.titleKey())}</h2>
        <p class=${reason && this.status !== 'succeeded' ? 'reason' : ''}>${reason ?? t.t(this.bodyKey())}</p>
        ${this.status === 'succeeded' ? this.renderReceipt() : nothing}
        <div class="actions">${this.renderActions()}</div>
        ${this.returning ? html`<p class="muted">${t.t('result.returning')}</p>` : nothing}
        ${this.code
          ? html`<details class="muted" part="result-details"><summary>${t.t('result.details')}</summary>${t.t('result.code', { code: this.code })}</details>`
          : nothing}
      </section>
    `;
  }

  private renderReceipt(): TemplateResult | typeof nothing {
    const t = this.l10n;
    if (!this.amount && !this.paidWith && !this.paidAt && !this.reference) return nothing;
    return html`<dl class="receipt" part="receipt">
      ${this.amount ? row(t.t('order.total'), isolate(t.amount(this.amount))) : nothing}
      ${this.paidWith ? row(t.t('methods.title'), this.paidWith) : nothing}
      ${this.paidAt ? row(t.t('result.date'), isolate(t.date(this.paidAt))) : nothing}
      ${this.reference ? row(t.t('order.reference'), ltr(this.reference)) : nothing}
    </dl>`;
  }

  private renderActions() {
    const t = this.l10n;
    const retry = (this.status === 'failed' && this.canRetry) || (this.status === 'error' && this.canRetry);
    const manage = this.status === 'succeeded' && this.kind !== 'order' && this.manageable;
    return html`
      ${retry
        ? html`<button class="button block" part="retry-button" type="button" @click=${this.retry}>
            ${t.t(this.status === 'failed' ? 'result.tryAnother' : 'result.retry')}
          </button>`
        : nothing}
      ${manage
        ? html`<button class="button block secondary" part="manage-button" type="button" ?disabled=${this.busy} @click=${this.manage}>
            ${t.t('result.manage')}
          </button>`
        : nothing}
      ${this.redirectUrl && safeHttpUrl(this.redirectUrl)
        ? html`<a class="button block ${retry || manage ? 'secondary' : ''}" part="continue-link" href=${safeHttpUrl(this.redirectUrl)!}>${t.t('result.continue')}</a>`
        : nothing}
    `;
  }

  private titleKey(): MessageKey {
    if (this.status === 'succeeded' && this.kind !== 'order') return 'result.subscribed.title';
    return `result.${this.status}.title`;
  }

  private bodyKey(): MessageKey {
    if (this.status === 'succeeded' && this.kind !== 'order') return 'result.subscribed.body';
    return `result.${this.status}.body`;
  }

  private retry = (): void => {
    this.dispatchEvent(acqEvent('acq-retry', {}));
  };

  private manage = (): void => {
    this.dispatchEvent(acqEvent('acq-manage', {}));
  };
}

defineElement('acq-result', AcqResult);

declare global {
  interface HTMLElementTagNameMap {
    'acq-result': AcqResult;
  }
}
