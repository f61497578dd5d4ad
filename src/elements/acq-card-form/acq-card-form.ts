import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { CARD_BRANDS, detectCardBrand, type CardBrand } from '../../core/card/brand.js';
import { methodMark } from '../shared/method-marks.js';
import { expiryToString, formatExpiryInput, parseExpiry } from '../../core/card/expiry.js';
import { cardDigits, formatCardNumber } from '../../core/card/number.js';
import { payLabelKey } from '../../core/flow/pay-label.js';
import { CARD_FIELDS as FIELDS, checkCard, checkField, type CardField, type CardFieldError } from '../../core/card/validate.js';
import { readLayout, type ThemeLayout } from '../../core/theme/layout.js';
import { resolveAppearance } from '../../core/theme/resolve-appearance.js';
import { applyAppearance, warnAboutAppearance, type AppliedAppearance } from '../shared/appearance.js';
import { defineElement } from '../shared/define-element.js';
import { floatNextTo } from '../shared/floating.js';
import type { CardMessageKey, MessageKey } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { brandUrl } from '../shared/brand-url.js';
import { safeHttpUrl } from '../shared/safe-url.js';
import { cardFormStyles } from './acq-card-form.styles.js';
import { cardFormCatalogs, type CardFormStrings } from './card-form-catalogs.js';
import { submitCard, type CardFetch } from './card-submit.js';

/**
 * @tagname acq-card-form
 * @summary Card entry for the acquirer's hosted card page (the sandbox's), never for a
 * merchant page: number (grouped, brand detected, Luhn), expiry (not past), CVC and name,
 * with autofill and localized inline errors. Posts the card as JSON to `action`.
 *
 * @csspart form - The form.
 * @csspart header - Logo and brand name.
 * @csspart input - Each input.
 * @csspart error - Each inline error.
 * @csspart submit-button - The pay button.
 *
 * @cssproperty --acq-color-primary - The pay button.
 * @cssproperty --acq-color-danger - Errors and invalid fields.
 * @cssproperty --acq-color-border - Input borders.
 * @cssproperty --acq-color-surface - Input background.
 * @cssproperty --acq-focus-ring-color - Keyboard focus outline.
 */
export class AcqCardForm extends LitElement {
  static override styles = cardFormStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    action: {},
    amount: {},
    trial: { type: Boolean },
    currency: {},
    language: { reflect: true },
    appearance: {},
    brandName: { attribute: 'brand-name' },
    logoUrl: { attribute: 'logo-url' },
    strings: { attribute: false },
    fetchImpl: { attribute: false },
    values: { attribute: false },
    errors: { attribute: false },
    formError: { attribute: false },
    busy: { attribute: false },
    tipOpen: { attribute: false },
  };

  /** Where the card is posted (the hosted page's own endpoint). */
  action = '';
  /** Decimal string, e.g. "9.99". */
  amount?: string;
  /** The first payment of a new subscription's trial: the button starts the trial, as the cashier's did (core/flow/pay-label.ts). */
  trial = false;
  currency?: string;
  language?: string;
  appearance?: string;
  brandName?: string;
  logoUrl?: string;
  strings?: CardFormStrings;
  /** The fetch used to post (tests). */
  fetchImpl?: CardFetch;

  private values: Record<CardField, string> = { number: '', expiry: '', cvc: '', name: '' };
  private errors: Partial<Record<CardField, string>> = {};
  private formError: string | null = null;
  private busy = false;
  private tipOpen = false;

  private applied: AppliedAppearance | undefined;
  /** The appearance's layout: labels above or floating, fields spaced or condensed. */
  private layout: ThemeLayout = {};
  private stopFloating: (() => void) | null = null;
  private readonly l10n = new LocalizeController<CardMessageKey>(this, { catalogs: cardFormCatalogs });

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopFloating?.();
    this.stopFloating = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('appearance')) {
      this.applied = applyAppearance(this, this.appearance, this.applied);
      this.layout = readLayout(resolveAppearance(this.appearance || undefined).extras?.['layout']).layout;
      if (this.appearance) void warnAboutAppearance(this.appearance);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('tipOpen' as keyof AcqCardForm)) return;
    this.stopFloating?.();
    this.stopFloating = null;
    const button = this.renderRoot.querySelector<HTMLElement>('.cvc-help');
    const tip = this.renderRoot.querySelector<HTMLElement>('.tip');
    if (this.tipOpen && button && tip) this.stopFloating = floatNextTo(button, tip, 'top-start');
  }

  override render() {
    const t = this.l10n;
    const brand = CARD_BRANDS[detectCardBrand(this.values.number)];
    const amount =
      this.amount && this.currency ? t.amount({ value: this.amount, currency: this.currency }) : '';
    const logo = brandUrl(this.logoUrl);
    return html`
      <form part="form" class=${`labels-${this.layout.labels ?? 'above'} inputs-${this.layout.inputs ?? 'spaced'}`} novalidate @submit=${this.onSubmit}>
        ${this.brandName || logo
          ? html`<div class="header" part="header">
              ${logo ? html`<img src=${logo} alt="" width="40" height="40" />` : nothing}
              <span>${this.brandName ?? ''}</span>
            </div>`
          : nothing}
        <h1>${t.t('card.title')}</h1>
        ${this.field('number', 'card.number', {
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          ltr: true,
          placeholder: '1234 1234 1234 1234',
          extra: html`<span class="brands" part="brands">${ACCEPTED.map(
              (b) => html`<span class=${brand.brand === 'unknown' || brand.brand === b ? 'on' : 'off'}>${methodMark(b, CARD_BRANDS[b].name)}</span>`,
            )}</span>
            ${brand.name ? html`<span class="brand" id="number-brand">${t.t('card.brand', { brand: brand.name })}</span>` : nothing}`,
        })}
        <div class="row">
          ${this.field('expiry', 'card.expiry', { autocomplete: 'cc-exp', inputmode: 'numeric', ltr: true, placeholder: expiryPattern(t.t('card.expiry')) })}
          ${this.field('cvc', 'card.cvc', {
            autocomplete: 'cc-csc',
            placeholder: '•'.repeat(brand.cvcLength),
            inputmode: 'numeric',
            ltr: true,
            extra: html`<button
                type="button"
                class="cvc-help"
                aria-expanded=${this.tipOpen ? 'true' : 'false'}
                aria-controls="cvc-tip"
                @click=${() => (this.tipOpen = !this.tipOpen)}
              >
                ${t.t('card.cvcHelp')}
              </button>
              <div class="tip" id="cvc-tip" role="status" ?hidden=${!this.tipOpen}>${this.tipOpen ? t.t('card.cvcHint') : nothing}</div>`,
          })}
        </div>
        ${this.field('name', 'card.name', { autocomplete: 'cc-name' })}
        ${this.formError ? html`<p class="form-error" role="alert">${this.formError}</p>` : nothing}
        <button class="button block" part="submit-button" type="submit" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.busy ? t.t('pay.processing') : t.t(payLabelKey(this.trial, this.amount), { amount })}
        </button>
        <p class="secure">${t.t('card.secure')}</p>
      </form>
    `;
  }

  private field(
    name: CardField,
    label: MessageKey | CardMessageKey,
    options: { autocomplete: string; inputmode?: string; ltr?: boolean; placeholder?: string; extra?: unknown },
  ) {
    const error = this.errors[name];
    const describedBy = [error ? `${name}-error` : '', name === 'number' ? 'number-brand' : ''].filter(Boolean).join(' ');
    return html`
      <div class="field">
        <label for=${name}>${this.l10n.t(label)}</label>
        <input
          id=${name}
          name=${name}
          part="input"
          class=${options.ltr ? 'ltr' : ''}
          dir=${options.ltr ? 'ltr' : 'auto'}
          autocomplete=${options.autocomplete}
          placeholder=${options.placeholder ?? (this.layout.labels === 'floating' ? ' ' : nothing)}
          inputmode=${options.inputmode ?? 'text'}
          maxlength=${name === 'number' ? 23 : name === 'expiry' ? 7 : name === 'cvc' ? 4 : 128}
          .value=${this.values[name]}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${describedBy}
          ?disabled=${this.busy}
          @input=${(e: InputEvent) => this.onInput(name, e.target as HTMLInputElement)}
          @blur=${() => this.validate(name)}
        />
        ${options.extra || error
          ? html`<div class="below">
              ${options.extra ?? nothing}
              ${error ? html`<span class="error" part="error" id=${`${name}-error`}>${error}</span>` : nothing}
            </div>`
          : nothing}
      </div>
    `;
  }

  private onInput(name: CardField, input: HTMLInputElement): void {
    const raw = input.value;
    const value =
      name === 'number' ? formatCardNumber(raw) : name === 'expiry' ? formatExpiryInput(raw) : name === 'cvc' ? cardDigits(raw).slice(0, 4) : raw;
    if (value !== raw) input.value = value;
    this.values = { ...this.values, [name]: value };
    // An error clears as soon as the field is valid; new errors wait for blur or submit.
    if (this.errors[name] && !this.errorOf(name)) this.errors = { ...this.errors, [name]: undefined };
  }

  private errorOf(name: CardField): CardFieldError | null {
    return checkField(name, this.values, new Date());
  }

  private message(name: CardField, code: CardFieldError): string {
    return this.l10n.tMaybe(`card.error.${name}.${code}`) ?? this.l10n.t('error.generic');
  }

  private validate(name: CardField): void {
    if (!this.values[name] && !this.errors[name]) return;
    const code = this.errorOf(name);
    this.errors = { ...this.errors, [name]: code ? this.message(name, code) : undefined };
  }

  private onSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (this.busy) return;
    const found = checkCard(this.values, new Date());
    const errors: Partial<Record<CardField, string>> = {};
    for (const name of FIELDS) {
      const code = found[name];
      if (code) errors[name] = this.message(name, code);
    }
    this.errors = errors;
    this.formError = null;
    const first = FIELDS.find((name) => errors[name]);
    if (first) {
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>(`#${first}`)?.focus();
      return;
    }
    this.busy = true;
    const expiry = parseExpiry(this.values.expiry)!;
    const answer = await submitCard(
      this.action,
      { number: cardDigits(this.values.number), expiry: expiryToString(expiry), cvc: this.values.cvc, name: this.values.name.trim() },
      this.fetchImpl ?? ((input, init) => fetch(input, init)),
    );
    if (answer.ok) {
      const url = safeHttpUrl(answer.redirectUrl);
      if (url) {
        this.navigateTo(url);
        return;
      }
    }
    this.busy = false;
    this.showFailure(answer.ok ? { code: 'bad_response' } : answer);
  };

  private showFailure(failure: { code: string; field?: string }): void {
    const field = FIELDS.find((name) => name === failure.field);
    if (field) {
      this.errors = { ...this.errors, [field]: this.message(field, 'invalid') };
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>(`#${field}`)?.focus());
      return;
    }
    const key = failure.code === 'network_error' ? 'error.network' : failure.code === 'declined' ? 'error.declined' : 'error.generic';
    this.formError = this.l10n.t(key);
  }

  /** Full-page navigation to the acquirer's next page (kept in one method so a test can observe it). */
  protected navigateTo(url: string): void {
    location.assign(url);
  }
}

/** The schemes whose marks the number field shows; the detected one stands out while typing. */
const ACCEPTED: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'];

/** The local expiry pattern from the label ("Expiry date (MM/AA)" → "MM/AA"), so the hint speaks the page's language. */
function expiryPattern(label: string): string | undefined {
  return /\(([^()]+)\)\s*$/.exec(label)?.[1];
}

defineElement('acq-card-form', AcqCardForm);

declare global {
  interface HTMLElementTagNameMap {
    'acq-card-form': AcqCardForm;
  }
}
