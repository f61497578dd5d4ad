/**
 * The choices a shopper sees: every card method (credit and debit, any scheme) folds into
 * one "Card" option, as Stripe's and Adyen's do; the scheme is the acquirer's card page's
 * business. Other methods stay one option each.
 */
import { isCardMethod } from '../api/card-methods.js';
import type { ViewPayMethod } from '../api/cashier.js';
import type { MethodChoice } from './state.js';

export { isCardMethod };

export interface PayOption {
  kind: 'card' | 'other';
  /** What a pay call sends: for the card option, the first card method offered. */
  choice: MethodChoice;
  method: ViewPayMethod;
  /** Card schemes the card option covers, lower case, e.g. ["visa", "mastercard"]. */
  schemes: string[];
}

/** "CC_VISA" → "visa", "DC_MASTERCARD" → "mastercard"; a bare name as it is. */
export function schemeOf(payMethodName: string): string {
  return payMethodName.replace(/^(?:CC|DC)_/, '').toLowerCase();
}

/** The options in the order offered; the card option takes the place of the first card method. */
export function payOptionsOf(methods: readonly ViewPayMethod[]): PayOption[] {
  const options: PayOption[] = [];
  let card: PayOption | undefined;
  for (const method of methods) {
    const choice = { payMethodType: method.payMethodType, payMethodName: method.payMethodName };
    if (!isCardMethod(method.payMethodType)) {
      options.push({ kind: 'other', choice, method, schemes: [] });
      continue;
    }
    if (!card) options.push((card = { kind: 'card', choice, method, schemes: [] }));
    const scheme = schemeOf(method.payMethodName);
    if (scheme && !card.schemes.includes(scheme)) card.schemes.push(scheme);
  }
  return options;
}
