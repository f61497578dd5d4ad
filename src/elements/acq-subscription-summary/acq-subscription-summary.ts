import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { Money, ViewChange, ViewPlan, ViewSubscription } from '../../core/api/cashier.js';
import { defineElement } from '../shared/define-element.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { enAfterFirstScreen, type Strings } from '../shared/i18n-bridge.js';
import { pricePerPeriod, trialLength } from '../shared/period-phrases.js';
import { useTrialTermsPhrase } from '../shared/trial-terms.js';
import { isolate, row } from '../shared/templates.js';
import { subscriptionSummaryStyles } from './acq-subscription-summary.styles.js';

/**
 * @tagname acq-subscription-summary
 * @summary A subscription's terms: price per period ("€9.99 every 2 weeks"), the trial,
 * the first charge, the number of payments and the end date, the next payment; for a
 * plan change, the current plan, the new plan and the credit carried over.
 *
 * @csspart summary - The section around the summary.
 * @csspart title - The heading.
 * @csspart plan - Each plan box (the current and the new plan of a change).
 * @csspart total - The amount due now.
 *
 * @cssproperty --acq-color-surface - Plan box background.
 * @cssproperty --acq-color-border - Plan box border.
 * @cssproperty --acq-color-success - The credit of a plan change.
 * @cssproperty --acq-border-radius - Plan box corners.
 */
export class AcqSubscriptionSummary extends LitElement {
  static override styles = subscriptionSummaryStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    subscription: { attribute: false },
    change: { attribute: false },
    amount: { attribute: false },
    language: { reflect: true },
    strings: { attribute: false },
  };

  subscription?: ViewSubscription;
  /** Set for a plan change: the plan being replaced and the credit applied. */
  change?: ViewChange;
  /** What the shopper pays now (the first period, after trial and credits). */
  amount?: Money;
  language?: string;
  strings?: Strings;

  // Never on the first screen: the whole of English, not the entry's share.
  private readonly l10n = new LocalizeController(this, { english: enAfterFirstScreen });

  override render() {
    const subscription = this.subscription;
    if (!subscription) return nothing;
    const t = this.l10n;
    const title = this.change ? t.t('change.title') : t.t('subscription.title');
    return html`
      <section part="summary" aria-labelledby="title">
        <h2 id="title" part="title">${title}</h2>
        ${this.change ? this.renderPlan(t.t('change.from'), this.change.fromPlan) : nothing}
        ${this.renderPlan(this.change ? t.t('change.to') : t.t('subscription.title'), subscription.plan, !this.change)}
        <dl>
          ${this.renderTerms(subscription)}
          ${this.change && hasCredit(this.change.remainingAmount.value)
            ? row(t.t('change.credit'), html`<span class="credit">−${isolate(t.amount(this.change.remainingAmount))}</span>`)
            : nothing}
          ${this.amount
            ? html`<dt class="total">${t.t('subscription.dueToday')}</dt>
                <dd class="total" part="total">${isolate(t.amount(this.amount))}</dd>`
            : nothing}
        </dl>
      </section>
    `;
  }

  private renderPlan(heading: string, plan: ViewPlan, hideHeading = false): TemplateResult {
    const t = this.l10n;
    return html`
      <div class="plan" part="plan">
        ${hideHeading ? nothing : html`<h3>${heading}</h3>`}
        <p class="name">${plan.description}</p>
        <p>${isolate(pricePerPeriod(t, plan.amount, plan))}</p>
      </div>
    `;
  }

  private renderTerms(subscription: ViewSubscription): TemplateResult {
    const t = this.l10n;
    const { plan } = subscription;
    const payments = plan.numberOfPeriod !== undefined ? isolate(t.number(plan.numberOfPeriod)) : t.t('subscription.noEnd');
    return html`
      ${plan.trial
        ? row(t.t('subscription.trial'), html`${trialLength(t, plan.trial)} · ${isolate(t.amount(plan.trial.amount))}`)
        : nothing}
      ${subscription.firstChargeAt ? row(t.t('subscription.firstCharge'), isolate(t.date(subscription.firstChargeAt))) : nothing}
      ${row(t.t('subscription.payments'), payments)}
      ${subscription.endAt ? row(t.t('subscription.endsOn'), isolate(t.date(subscription.endAt))) : nothing}
      ${subscription.nextPaymentAt && subscription.nextPaymentAt !== subscription.firstChargeAt
        ? row(t.t('subscription.nextPayment'), isolate(t.date(subscription.nextPaymentAt)))
        : nothing}
    `;
  }
}

/** A credit worth a line: more than zero ("0.00" says nothing but "−€0.00"). */
function hasCredit(value: string): boolean {
  return Number(value) > 0;
}

defineElement('acq-subscription-summary', AcqSubscriptionSummary);

// The cashier's pay screen says a free trial's terms with the period, in whole English where its catalog lacks a message.
useTrialTermsPhrase((l10n, plan, firstCharge) => {
  l10n.useEnglish(enAfterFirstScreen);
  return l10n.t('trial.then', { price: pricePerPeriod(l10n, plan.amount, plan), date: l10n.date(firstCharge) });
});

declare global {
  interface HTMLElementTagNameMap {
    'acq-subscription-summary': AcqSubscriptionSummary;
  }
}
