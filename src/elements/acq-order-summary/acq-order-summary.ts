import { LitElement } from 'lit';
import { defineElement } from '../shared/define-element.js';
import type { Money, ViewOrder } from '../../core/api/cashier.js';
import { LocalizeController } from '../shared/localize-controller.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { orderSummaryStyles } from './acq-order-summary.styles.js';
import { orderSummaryTemplate } from './order-summary-template.js';

/**
 * @tagname acq-order-summary
 * @summary What a one-time order buys and what it costs.
 *
 * @csspart summary - The section around the summary.
 * @csspart title - The "Order summary" heading.
 * @csspart total - The total amount.
 *
 * @cssproperty --acq-color-text - Main text.
 * @cssproperty --acq-color-text-secondary - Labels and notes.
 * @cssproperty --acq-spacing-unit - Spacing step.
 */
export class AcqOrderSummary extends LitElement {
  static override styles = orderSummaryStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    order: { attribute: false },
    amount: { attribute: false },
    userCurrency: { attribute: 'user-currency' },
    language: { reflect: true },
    strings: { attribute: false },
  };

  /** The order as the session view carries it. */
  order?: ViewOrder;
  /** The amount the shopper pays. */
  amount?: Money;
  /** The shopper's own currency, when the merchant named one. */
  userCurrency?: string;
  /** BCP 47 tag; the browser's languages otherwise. */
  language?: string;
  /** Per-element string overrides. */
  strings?: Strings;

  private readonly l10n = new LocalizeController(this);

  override render() {
    const { order, amount, userCurrency } = this;
    return orderSummaryTemplate({ order, amount, userCurrency }, this.l10n);
  }
}

defineElement('acq-order-summary', AcqOrderSummary);

declare global {
  interface HTMLElementTagNameMap {
    'acq-order-summary': AcqOrderSummary;
  }
}
