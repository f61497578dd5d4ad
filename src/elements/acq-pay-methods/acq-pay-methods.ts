import { LitElement } from 'lit';
import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import type { MethodChoice } from '../../core/flow/state.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { payMethodsStyles } from './acq-pay-methods.styles.js';
import { payMethodsTemplate, type MethodLayout } from './pay-methods-template.js';

export type { MethodLayout } from './pay-methods-template.js';

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
    const { methods, savedCards, value, layout, disabled } = this;
    return payMethodsTemplate({ methods, savedCards, value, layout, disabled, onSelect: this.select }, this.l10n);
  }

  private readonly select = (choice: MethodChoice): void => {
    this.value = choice;
    this.dispatchEvent(acqEvent('acq-method-change', choice));
  };
}

defineElement('acq-pay-methods', AcqPayMethods);

declare global {
  interface HTMLElementTagNameMap {
    'acq-pay-methods': AcqPayMethods;
  }
}
