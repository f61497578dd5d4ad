/**
 * One pay option as a native radio inside a label (real inputs: arrow keys move between
 * options of the same name, Space selects), shared by acq-pay-methods and acq-saved-cards.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { ViewPayMethod, ViewSavedCard } from '../../core/api/cashier.js';
import { CARD_BRAND_NAMES, type CardBrand } from '../../core/card/brand-names.js';
import type { MethodChoice } from '../../core/flow/state.js';
import type { Localizer } from './localizer.js';
import { methodMark } from './method-marks.js';
import { ltr } from './templates.js';

/** A stable radio value for a choice. */
export function methodKey(choice: MethodChoice): string {
  return choice.tokenId ? `token:${choice.tokenId}` : `method:${choice.payMethodType}:${choice.payMethodName}`;
}

export function choiceOfCard(card: ViewSavedCard): MethodChoice {
  return { payMethodType: card.payMethodType, payMethodName: card.payMethodName, tokenId: card.tokenId };
}

export function choiceOfMethod(method: ViewPayMethod): MethodChoice {
  return { payMethodType: method.payMethodType, payMethodName: method.payMethodName };
}

/** The shopper-facing name of a method: the catalog's word for its type, else its name as given. */
export function methodLabel(method: ViewPayMethod, l10n: Localizer): { label: string; sub: string | null } {
  const typeLabel = l10n.tMaybe(`method.${method.payMethodType}`);
  const name = readableName(method.payMethodName);
  if (!typeLabel) return { label: name || method.payMethodType, sub: null };
  return { label: typeLabel, sub: name && letters(name) !== letters(typeLabel) ? name : null };
}

/** "Apple Pay" and "Applepay" say the same: compare letters only. */
function letters(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
}

/**
 * "CC_VISA" → "Visa", "EWALLET_SANDPAY" → "Sandpay", "SANDBOX_WALLET" → "Sandbox Wallet":
 * names are proper nouns, not translated; the type prefix repeats the label above them.
 */
function readableName(payMethodName: string): string {
  const scheme = /^(?:CC|DC|EWALLET|WALLET)_(\w+)$/.exec(payMethodName)?.[1];
  const words = (scheme ?? payMethodName).toLowerCase().split(/[_\s]+/).filter(Boolean);
  const name = CARD_BRAND_NAMES[words.join('') as CardBrand];
  if (name) return name;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function savedCardText(card: ViewSavedCard, l10n: Localizer): { label: string; expires: string | null } {
  const scheme = card.cardScheme ? readableName(card.cardScheme) : l10n.t('savedCard.card');
  const last4 = card.maskedCardInfo.replace(/\D/g, '').slice(-4);
  return {
    label: l10n.t('savedCard.label', { scheme, last4 }),
    expires: card.cardExpiry ? l10n.t('savedCard.expires', { expiry: card.cardExpiry }) : null,
  };
}

export interface OptionInput {
  name: string;
  choice: MethodChoice;
  checked: boolean;
  disabled: boolean;
  label: string;
  sub: TemplateResult | string | null;
  /** Brand marks at the end of the row. */
  marks?: TemplateResult | TemplateResult[];
  /** The id of a detail line that describes the option. */
  describedBy?: string;
  onSelect: (choice: MethodChoice) => void;
}

export function methodOption(input: OptionInput): TemplateResult {
  return html`
    <label class="method" part="method ${input.checked ? 'method-selected' : ''}">
      <input
        type="radio"
        name=${input.name}
        .value=${methodKey(input.choice)}
        .checked=${input.checked}
        ?disabled=${input.disabled}
        aria-describedby=${input.describedBy ?? nothing}
        @change=${() => input.onSelect(input.choice)}
      />
      <span class="text">
        <span>${input.label}</span>
        ${input.sub ? html`<span class="sub">${input.sub}</span>` : nothing}
      </span>
      ${input.marks ? html`<span class="marks">${input.marks}</span>` : nothing}
    </label>
  `;
}

export function savedCardOption(
  card: ViewSavedCard,
  l10n: Localizer,
  rest: Omit<OptionInput, 'choice' | 'label' | 'sub'>,
): TemplateResult {
  const text = savedCardText(card, l10n);
  const sub = html`${ltr(card.maskedCardInfo)}${text.expires ? html` · ${text.expires}` : nothing}`;
  const marks = card.cardScheme ? methodMark(card.cardScheme.toLowerCase()) : undefined;
  return methodOption({ ...rest, choice: choiceOfCard(card), label: text.label, sub, ...(marks ? { marks } : {}) });
}
