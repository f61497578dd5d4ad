import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import { CARD_BRAND_NAMES, type CardBrand } from '../../core/card/brand-names.js';
import { sameMethod } from '../../core/flow/methods.js';
import { payOptionsOf, type PayOption } from '../../core/flow/pay-options.js';
import type { MethodChoice } from '../../core/flow/state.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { markKeyOf, methodMark } from '../shared/method-marks.js';
import { choiceOfCard, methodLabel, methodOption, savedCardOption } from '../shared/method-option.js';
import { payMethodsStyles } from './acq-pay-methods.styles.js';

/** How pay methods are laid out: an accordion (Stripe's default) or a row of tiles. Any other value reads as accordion. */
export type MethodLayout = 'accordion' | 'tabs';

/**
 * @tagname acq-pay-methods
 * @summary The ways to pay as one radio group of real inputs (arrow keys move, Space
 * selects): saved cards first, then one "Card" option for every card method (with the
 * schemes' marks), then each wallet. The chosen option opens its one line of details:
 * below it (accordion, the default) or below the row of tiles (tabs).
 *
 * @event acq-method-change - A method or saved card was chosen; detail is the MethodChoice.
 *
 * @csspart methods - The fieldset.
 * @csspart method - Each option.
 * @csspart method-selected - The chosen option.
 * @csspart mark - A brand mark.
 * @csspart detail - The chosen option's details.
 *
 * @cssproperty --acq-color-surface - Option background.
 * @cssproperty --acq-color-border - Option border.
 * @cssproperty --acq-color-primary - Chosen option border and radio.
 * @cssproperty --acq-color-text-secondary - Group labels and secondary text.
 * @cssproperty --acq-focus-ring-color - Keyboard focus outline.
 */
export class AcqPayMethods extends LitElement {
  static override styles = payMethodsStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle).
  static override properties = {
    methods: { attribute: false },
    savedCards: { attribute: false },
    value: { attribute: false },
    layout: { reflect: true },
    disabled: { type: Boolean, reflect: true },
    language: { reflect: true },
    strings: { attribute: false },
  };

  methods: ViewPayMethod[] = [];
  savedCards: ViewSavedCard[] = [];
  /** The chosen method (null: none yet). */
  value: MethodChoice | null = null;
  /** `accordion` (default): a list whose chosen row opens; `tabs`: a row of tiles. */
  layout: MethodLayout = 'accordion';
  disabled = false;
  language?: string;
  strings?: Strings;

  private readonly l10n = new LocalizeController(this);

  override render() {
    const t = this.l10n;
    if (!this.methods.length && !this.savedCards.length) {
      return html`<p class="empty" part="methods">${t.t('methods.none')}</p>`;
    }
    const options = payOptionsOf(this.methods);
    const chosen = options.find((o) => sameMethod(this.value, o.choice));
    const tabs = this.layout === 'tabs';
    const grouped = this.savedCards.length > 0 && options.length > 0;
    return html`
      <fieldset part="methods">
        <legend>${t.t('methods.title')}</legend>
        ${this.savedCards.length
          ? html`<div class="group" role="group" aria-labelledby="saved-label">
              ${grouped ? html`<span class="group-label" id="saved-label">${t.t('methods.saved')}</span>` : nothing}
              ${this.savedCards.map((card) =>
                savedCardOption(card, t, {
                  name: 'method',
                  checked: sameMethod(this.value, choiceOfCard(card)),
                  disabled: this.disabled,
                  onSelect: (choice) => this.select(choice),
                }),
              )}
            </div>`
          : nothing}
        ${options.length
          ? html`<div class="group ${tabs ? 'tabs' : ''}" role="group" aria-labelledby="other-label">
              ${grouped ? html`<span class="group-label" id="other-label">${t.t('methods.other')}</span>` : nothing}
              ${options.map((option) => this.renderOption(option, !tabs && option === chosen))}
            </div>`
          : nothing}
        ${tabs && chosen ? this.detail(chosen) : nothing}
      </fieldset>
    `;
  }

  private renderOption(option: PayOption, open: boolean): TemplateResult {
    const t = this.l10n;
    const checked = sameMethod(this.value, option.choice);
    const card = option.kind === 'card';
    const text = methodLabel(option.method, t);
    return html`
      <div class="option">
        ${methodOption({
          name: 'method',
          choice: option.choice,
          checked,
          disabled: this.disabled,
          // A wallet's own name first ("Sandpay"), its kind ("E-wallet") beside it.
          label: card ? t.t('savedCard.card') : (text.sub ?? text.label),
          sub: card ? null : text.sub ? text.label : null,
          marks: card
            ? option.schemes.map((s) => methodMark(s, CARD_BRAND_NAMES[s as CardBrand] || s))
            : methodMark(markKeyOf(option.method.payMethodType, option.method.payMethodName)),
          ...(checked ? { describedBy: 'detail' } : {}),
          onSelect: (c) => this.select(c),
        })}
        ${open ? this.detail(option) : nothing}
      </div>
    `;
  }

  private detail(option: PayOption): TemplateResult {
    const key = option.kind === 'card' ? 'method.detail.card' : 'method.detail.wallet';
    return html`<p class="detail" part="detail" id="detail">${this.l10n.t(key)}</p>`;
  }

  private select(choice: MethodChoice): void {
    this.value = choice;
    this.dispatchEvent(acqEvent('acq-method-change', choice));
  }
}

defineElement('acq-pay-methods', AcqPayMethods);

declare global {
  interface HTMLElementTagNameMap {
    'acq-pay-methods': AcqPayMethods;
  }
}
