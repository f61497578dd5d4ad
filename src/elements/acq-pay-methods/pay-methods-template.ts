/**
 * What `<acq-pay-methods>` renders, as a function of its properties: the element's
 * render() and the script tag's first paint (acq-cashier/pre-render.ts, which draws it
 * before the element is defined) share it, so that the element takes that drawing over
 * in place: the same template, the same nodes.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import { CARD_BRAND_NAMES, type CardBrand } from '../../core/card/brand-names.js';
import { sameMethod } from '../../core/flow/methods.js';
import { payOptionsOf, type PayOption } from '../../core/flow/pay-options.js';
import type { MethodChoice } from '../../core/flow/state.js';
import type { Localizer } from '../shared/localizer.js';
import { markKeyOf, methodMark } from '../shared/method-marks.js';
import { choiceOfCard, methodLabel, methodOption, savedCardOption } from '../shared/method-option.js';

/** How pay methods are laid out: an accordion (Stripe's default) or a row of tiles. Any other value reads as accordion. */
export type MethodLayout = 'accordion' | 'tabs';

/** `method-layout`: `tabs`, else the default accordion. */
export function parseMethodLayout(value: string | null): MethodLayout {
  return value === 'tabs' ? value : 'accordion';
}

export interface PayMethodsInput {
  methods: readonly ViewPayMethod[];
  savedCards: readonly ViewSavedCard[];
  value: MethodChoice | null;
  layout: MethodLayout;
  disabled: boolean;
  onSelect: (choice: MethodChoice) => void;
}

export function payMethodsTemplate(input: PayMethodsInput, t: Localizer): TemplateResult {
  const { savedCards, value } = input;
  if (!input.methods.length && !savedCards.length) {
    return html`<p class="empty" part="methods">${t.t('methods.none')}</p>`;
  }
  const options = payOptionsOf(input.methods);
  const chosen = options.find((o) => sameMethod(value, o.choice));
  const tabs = input.layout === 'tabs';
  const grouped = savedCards.length > 0 && options.length > 0;
  return html`
    <fieldset part="methods">
      <legend>${t.t('methods.title')}</legend>
      ${savedCards.length
        ? html`<div class="group" role="group" aria-labelledby="saved-label">
            ${grouped ? html`<span class="group-label" id="saved-label">${t.t('methods.saved')}</span>` : nothing}
            ${savedCards.map((card) =>
              savedCardOption(card, t, {
                name: 'method',
                checked: sameMethod(value, choiceOfCard(card)),
                disabled: input.disabled,
                onSelect: input.onSelect,
              }),
            )}
          </div>`
        : nothing}
      ${options.length
        ? html`<div class="group ${tabs ? 'tabs' : ''}" role="group" aria-labelledby="other-label">
            ${grouped ? html`<span class="group-label" id="other-label">${t.t('methods.other')}</span>` : nothing}
            ${options.map((option) => optionTemplate(input, t, option, !tabs && option === chosen))}
          </div>`
        : nothing}
      ${tabs && chosen ? detail(t, chosen) : nothing}
    </fieldset>
  `;
}

function optionTemplate(input: PayMethodsInput, t: Localizer, option: PayOption, open: boolean): TemplateResult {
  const checked = sameMethod(input.value, option.choice);
  const card = option.kind === 'card';
  const text = methodLabel(option.method, t);
  return html`
    <div class="option">
      ${methodOption({
        name: 'method',
        choice: option.choice,
        checked,
        disabled: input.disabled,
        // A wallet's own name first ("Sandpay"), its kind ("E-wallet") beside it.
        label: card ? t.t('savedCard.card') : (text.sub ?? text.label),
        sub: card ? null : text.sub ? text.label : null,
        marks: card
          ? option.schemes.map((s) => methodMark(s, CARD_BRAND_NAMES[s as CardBrand] || s))
          : methodMark(markKeyOf(option.method.payMethodType, option.method.payMethodName)),
        ...(checked ? { describedBy: 'detail' } : {}),
        onSelect: input.onSelect,
      })}
      ${open ? detail(t, option) : nothing}
    </div>
  `;
}

function detail(t: Localizer, option: PayOption): TemplateResult {
  const key = option.kind === 'card' ? 'method.detail.card' : 'method.detail.wallet';
  return html`<p class="detail" part="detail" id="detail">${t.t(key)}</p>`;
}
