import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import { sameMethod } from '../../core/flow/methods.js';
import type { MethodChoice } from '../../core/flow/state.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import { floatNextTo } from '../shared/floating.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import {
  choiceOfCard,
  choiceOfMethod,
  isCardMethod,
  methodKey,
  methodLabel,
  methodOption,
  savedCardOption,
} from '../shared/method-option.js';
import { payMethodsStyles } from './acq-pay-methods.styles.js';

/**
 * @tagname acq-pay-methods
 * @summary The ways to pay as one radio group of real inputs (arrow keys move, Space
 * selects): saved cards first, then the session's pay methods, each with a details hint.
 *
 * @event acq-method-change - A method or saved card was chosen; detail is the MethodChoice.
 *
 * @csspart methods - The fieldset.
 * @csspart method - Each option.
 * @csspart method-selected - The chosen option.
 * @csspart hint - The floating details of a method.
 *
 * @cssproperty --acq-color-surface - Option background.
 * @cssproperty --acq-color-border - Option border.
 * @cssproperty --acq-color-primary - Chosen option border and radio.
 * @cssproperty --acq-color-text-secondary - Group labels and secondary text.
 * @cssproperty --acq-focus-ring-color - Keyboard focus outline.
 */
export class AcqPayMethods extends LitElement {
  static override styles = payMethodsStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    methods: { attribute: false },
    savedCards: { attribute: false },
    value: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    language: { reflect: true },
    strings: { attribute: false },
    openHint: { attribute: false },
  };

  methods: ViewPayMethod[] = [];
  savedCards: ViewSavedCard[] = [];
  /** The chosen method (null: none yet). */
  value: MethodChoice | null = null;
  disabled = false;
  language?: string;
  strings?: Strings;

  /** The method whose details hint is open. */
  private openHint: string | null = null;
  private stopFloating: (() => void) | null = null;
  private readonly l10n = new LocalizeController(this);

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.closeHint();
  }

  override render() {
    const t = this.l10n;
    if (!this.methods.length && !this.savedCards.length) {
      return html`<p class="empty" part="methods">${t.t('methods.none')}</p>`;
    }
    const grouped = this.savedCards.length > 0 && this.methods.length > 0;
    return html`
      <fieldset part="methods" @keydown=${this.onKeydown}>
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
        ${this.methods.length
          ? html`<div class="group" role="group" aria-labelledby="other-label">
              ${grouped ? html`<span class="group-label" id="other-label">${t.t('methods.other')}</span>` : nothing}
              ${this.methods.map((method) => this.renderMethod(method))}
            </div>`
          : nothing}
      </fieldset>
    `;
  }

  private renderMethod(method: ViewPayMethod) {
    const t = this.l10n;
    const choice = choiceOfMethod(method);
    const key = methodKey(choice);
    const text = methodLabel(method, t);
    const hintId = `hint-${cssId(key)}`;
    const open = this.openHint === key;
    return html`
      <div class="option">
        ${methodOption({
          name: 'method',
          choice,
          checked: sameMethod(this.value, choice),
          disabled: this.disabled,
          label: text.label,
          sub: text.sub,
          onSelect: (c) => this.select(c),
        })}
        <button
          type="button"
          class="info"
          aria-label=${t.t('methods.details', { method: text.sub ?? text.label })}
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${hintId}
          data-hint=${key}
          @click=${() => this.toggleHint(key)}
        >
          <span aria-hidden="true">i</span>
        </button>
        <div class="hint" part="hint" id=${hintId} role="status" ?hidden=${!open}>
          ${open ? t.t(isCardMethod(method.payMethodType) ? 'method.detail.card' : 'method.detail.wallet') : nothing}
        </div>
      </div>
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!changed.has('openHint' as keyof AcqPayMethods)) return;
    this.stopFloating?.();
    this.stopFloating = null;
    if (!this.openHint) return;
    const button = this.renderRoot.querySelector<HTMLElement>(`button[data-hint="${CSS.escape(this.openHint)}"]`);
    const hint = button?.nextElementSibling as HTMLElement | null;
    if (button && hint) this.stopFloating = floatNextTo(button, hint, 'top');
  }

  private toggleHint(key: string): void {
    this.openHint = this.openHint === key ? null : key;
  }

  private closeHint(): void {
    this.openHint = null;
    this.stopFloating?.();
    this.stopFloating = null;
  }

  private onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.openHint) {
      const key = this.openHint;
      this.closeHint();
      this.renderRoot.querySelector<HTMLElement>(`button[data-hint="${CSS.escape(key)}"]`)?.focus();
    }
  };

  private select(choice: MethodChoice): void {
    this.value = choice;
    this.dispatchEvent(acqEvent('acq-method-change', choice));
  }
}

defineElement('acq-pay-methods', AcqPayMethods);

function cssId(key: string): string {
  return key.replace(/[^A-Za-z0-9_-]/g, '_');
}

declare global {
  interface HTMLElementTagNameMap {
    'acq-pay-methods': AcqPayMethods;
  }
}
