import { LitElement, html, nothing } from 'lit';
import type { ViewSavedCard } from '../../core/api/cashier.js';
import { sameMethod } from '../../core/flow/methods.js';
import type { MethodChoice } from '../../core/flow/state.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { choiceOfCard, savedCardOption } from '../shared/method-option.js';
import { savedCardsStyles } from './acq-saved-cards.styles.js';

/**
 * @tagname acq-saved-cards
 * @summary The shopper's saved cards (masked, never a full number) as a radio group for
 * one-click payment.
 *
 * @event acq-method-change - A card was chosen; detail is the MethodChoice (with tokenId).
 *
 * @csspart cards - The fieldset.
 * @csspart method - Each card option.
 * @csspart method-selected - The chosen card option.
 *
 * @cssproperty --acq-color-surface - Option background.
 * @cssproperty --acq-color-border - Option border.
 * @cssproperty --acq-color-primary - Chosen option border and radio.
 * @cssproperty --acq-focus-ring-color - Keyboard focus outline.
 */
export class AcqSavedCards extends LitElement {
  static override styles = savedCardsStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    cards: { attribute: false },
    value: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    language: { reflect: true },
    strings: { attribute: false },
  };

  cards: ViewSavedCard[] = [];
  /** The chosen card (null: none). */
  value: MethodChoice | null = null;
  disabled = false;
  language?: string;
  strings?: Strings;

  private readonly l10n = new LocalizeController(this);

  override render() {
    if (!this.cards.length) return nothing;
    return html`
      <fieldset part="cards">
        <legend>${this.l10n.t('methods.saved')}</legend>
        ${this.cards.map((card) =>
          savedCardOption(card, this.l10n, {
            name: 'saved-card',
            checked: sameMethod(this.value, choiceOfCard(card)),
            disabled: this.disabled,
            onSelect: (choice) => this.select(choice),
          }),
        )}
      </fieldset>
    `;
  }

  private select(choice: MethodChoice): void {
    this.value = choice;
    this.dispatchEvent(acqEvent('acq-method-change', choice));
  }
}

defineElement('acq-saved-cards', AcqSavedCards);

declare global {
  interface HTMLElementTagNameMap {
    'acq-saved-cards': AcqSavedCards;
  }
}
