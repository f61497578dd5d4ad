/**
 * Field checks of the hosted card form. Each returns an error code (null when valid);
 * the element turns a code into the localized `card.error.<code>` message.
 */
import { CARD_BRANDS, detectCardBrand } from './brand.js';
import { cardDigits, luhnValid } from './number.js';
import { isExpiryPast, parseExpiry } from './expiry.js';

export type CardFieldError = 'required' | 'incomplete' | 'invalid' | 'expired';
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

export function checkCardNumber(input: string): CardFieldError | null {
  const digits = cardDigits(input);
  if (!digits) return 'required';
  const layout = CARD_BRANDS[detectCardBrand(digits)];
  if (digits.length < Math.min(...layout.lengths)) return 'incomplete';
  if (!layout.lengths.includes(digits.length) || !luhnValid(digits)) return 'invalid';
  return null;
}

export function checkExpiry(input: string, now: Date): CardFieldError | null {
  if (!input.trim()) return 'required';
  const expiry = parseExpiry(input);
  if (!expiry) return 'invalid';
  return isExpiryPast(expiry, now) ? 'expired' : null;
}

/** The CVC length depends on the brand (four digits for American Express). */
export function checkCvc(input: string, number: string): CardFieldError | null {
  if (!input) return 'required';
  const expected = CARD_BRANDS[detectCardBrand(number)].cvcLength;
  if (!/^\d+$/.test(input)) return 'invalid';
  if (input.length < expected) return 'incomplete';
  return input.length === expected ? null : 'invalid';
}

export function checkName(input: string): CardFieldError | null {
  return input.trim() ? null : 'required';
}

/** The form's fields, in the order they show (and are focused on an error). */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

/** One field's error, as the form checks it on blur and on typing (the CVC against the number's brand). */
export function checkField(field: CardField, card: CardInput, now: Date): CardFieldError | null {
  switch (field) {
    case 'number':
      return checkCardNumber(card.number);
    case 'expiry':
      return checkExpiry(card.expiry, now);
    case 'cvc':
      return checkCvc(card.cvc, card.number);
    case 'name':
      return checkName(card.name);
  }
}

/** Every field's error; an empty object means the card may be submitted. */
export function checkCard(card: CardInput, now: Date): Partial<Record<CardField, CardFieldError>> {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  for (const field of CARD_FIELDS) {
    const error = checkField(field, card, now);
    if (error) errors[field] = error;
  }
  return errors;
}
