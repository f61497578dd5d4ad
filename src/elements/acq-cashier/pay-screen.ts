/** The first screen: summary, notice, pay methods and the pay and cancel buttons. */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { CashierView, ViewPlan } from '../../core/api/cashier.js';
import { RETURNED_UNPAID } from '../../core/flow/flow-errors.js';
import { offersPayment } from '../../core/flow/methods.js';
import { payLabelKey } from '../../core/flow/pay-label.js';
import type { FlowState, MethodChoice } from '../../core/flow/state.js';
import type { MethodLayout } from '../acq-pay-methods/pay-methods-template.js';
import type { Strings } from '../shared/i18n-bridge.js';
import type { Localizer } from '../shared/localizer.js';

export interface PayScreenInput {
  flow: Extract<FlowState, { name: 'ready' | 'submitting' }>;
  l10n: Localizer;
  strings: Strings | undefined;
  methodLayout: MethodLayout;
  /** The product image (or nothing), from the header's input. */
  image: TemplateResult | typeof nothing;
  onMethodChange: (event: CustomEvent<MethodChoice>) => void;
  onPay: () => void;
  onCancel: () => void;
  /** A free trial's terms under Pay (the element's: a subscription's period phrases are its lazy chunk's). */
  trialTerms?: (plan: ViewPlan, firstCharge: string) => string;
  /** In place of the Pay and Cancel row: the session code's cancel question (cancel-confirm.ts), while it asks. */
  actions?: TemplateResult | undefined;
}

export function payScreen(input: PayScreenInput): TemplateResult {
  const { flow, l10n: t } = input;
  const { view } = flow;
  const submitting = flow.name === 'submitting';
  const notice = flow.name === 'ready' ? (flow.notice?.messageKey ?? flow.previousResult?.messageKey) : undefined;
  const noticeText = notice ? (t.tMaybe(notice) ?? t.t('error.generic')) : null;
  // Back from the acquirer's page unpaid is the shopper's own choice, not a failure: a neutral note, read out politely.
  const neutral = flow.name === 'ready' && flow.notice?.code === RETURNED_UNPAID.code;
  const plan = view.subscription?.plan;
  // A new subscription's trial (a plan change keeps the subscription's own periods).
  const trial = view.kind === 'subscription' && plan?.trial;
  const labelKey = payLabelKey(!!trial, view.amount.value);
  const payLabel = t.t(labelKey, { amount: t.amount(view.amount) });
  const firstCharge = labelKey === 'pay.startFreeTrial' && view.subscription?.firstChargeAt;
  return html`
    ${input.image} ${summary(view, input)}
    ${noticeText
      ? neutral
        ? html`<p class="notice info" part="notice" role="status">${noticeText}</p>`
        : html`<p class="notice" part="notice" role="alert">${noticeText}</p>`
      : nothing}
    <acq-pay-methods
      exportparts="methods, method, method-selected, mark, detail"
      .methods=${view.payMethods}
      .layout=${input.methodLayout}
      .savedCards=${view.savedCards}
      .value=${flow.method}
      .language=${t.childLanguage}
      .strings=${input.strings}
      ?disabled=${submitting}
      @acq-method-change=${input.onMethodChange}
    ></acq-pay-methods>
    ${input.actions ?? html`<div class="actions">
      <button
        class="button block"
        part="pay-button"
        type="button"
        ?disabled=${submitting || !offersPayment(view)}
        aria-busy=${submitting ? 'true' : 'false'}
        @click=${input.onPay}
      >
        ${submitting && flow.intent === 'pay' ? t.t('pay.processing') : payLabel}
      </button>
      ${firstCharge && input.trialTerms
        ? html`<p class="then" part="trial-then">${input.trialTerms(plan!, firstCharge)}</p>`
        : nothing}
      <button class="text-button" part="cancel-button" type="button" ?disabled=${submitting} @click=${input.onCancel}>
        ${t.t('cashier.cancel')}
      </button>
    </div>`}
  `;
}

/** The order's or the subscription's summary (the latter a lazy chunk the element loads beside its view). */
function summary(view: CashierView, input: PayScreenInput): TemplateResult | typeof nothing {
  const language = input.l10n.childLanguage;
  if (view.kind === 'order' && view.order) {
    return html`<acq-order-summary
      exportparts="summary, total"
      .order=${view.order}
      .amount=${view.amount}
      .userCurrency=${view.userCurrency}
      .language=${language}
      .strings=${input.strings}
    ></acq-order-summary>`;
  }
  if (view.subscription) {
    return html`<acq-subscription-summary
      exportparts="summary, total, plan"
      .subscription=${view.subscription}
      .change=${view.change}
      .amount=${view.amount}
      .language=${language}
      .strings=${input.strings}
    ></acq-subscription-summary>`;
  }
  return nothing;
}
