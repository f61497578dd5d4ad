/**
 * The sandbox's test cards and what it keeps of a card. The full number and the CVC
 * are used only to decide the outcome and are never stored, logged or answered: a
 * card is kept as bin + last four (masked), scheme, expiry and holder name.
 */
import { checkCard, detectCardBrand, parseExpiry, expiryToString, type CardField, type CardFieldError } from '../core/card/index.js';

/** How a card behaves when it pays. */
export type CardBehaviour =
  | 'approve'
  | 'decline'
  /** An extra authorization step (the authorization page) decides. */
  | 'challenge'
  /** Pays the first payment, then every renewal is declined. */
  | 'decline-renewals'
  /** Declined as insufficient funds. */
  | 'insufficient-funds';

export const TEST_CARDS: ReadonlyArray<{ number: string; behaviour: CardBehaviour; note: string }> = [
  { number: '4242424242424242', behaviour: 'approve', note: 'Visa, always succeeds' },
  { number: '5555555555554444', behaviour: 'approve', note: 'Mastercard, always succeeds' },
  { number: '4000056655665556', behaviour: 'approve', note: 'Visa debit, always succeeds' },
  { number: '4000000000000002', behaviour: 'decline', note: 'declined (card declined)' },
  { number: '4000000000009995', behaviour: 'insufficient-funds', note: 'declined (insufficient funds)' },
  { number: '4000000000003220', behaviour: 'challenge', note: 'extra authorization step, then its decision' },
  { number: '4000000000000341', behaviour: 'decline-renewals', note: 'first payment succeeds, renewals are declined' },
];

/** Any other valid card succeeds. */
export function cardBehaviour(pan: string): CardBehaviour {
  return TEST_CARDS.find((c) => c.number === pan)?.behaviour ?? 'approve';
}

/** What the sandbox keeps of a card. */
export interface StoredCard {
  maskedCardInfo: string;
  cardBin: string;
  last4: string;
  cardScheme: string;
  /** DEBIT for the debit test card, CREDIT otherwise. */
  cardType: 'CREDIT' | 'DEBIT';
  cardExpiry: string;
  cardHolderName: string;
  behaviour: CardBehaviour;
}

export interface CardSubmission {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardCheck =
  | { ok: true; card: StoredCard }
  | { ok: false; field: CardField; reason: CardFieldError };

const SCHEMES: Record<string, string> = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMEX', discover: 'DISCOVER', jcb: 'JCB', diners: 'DINERS', unionpay: 'UNIONPAY' };

export function maskPan(pan: string): string {
  return `${pan.slice(0, 6)}${'*'.repeat(Math.max(pan.length - 10, 0))}${pan.slice(-4)}`;
}

/** Checks a submitted card (Luhn, expiry, CVC) and reduces it to what may be stored. */
export function checkSubmittedCard(input: CardSubmission, now: Date): CardCheck {
  const errors = checkCard(input, now);
  const first = (['number', 'expiry', 'cvc', 'name'] as const).find((f) => errors[f]);
  if (first) return { ok: false, field: first, reason: errors[first]! };
  const pan = input.number.replace(/\D/g, '');
  const scheme = SCHEMES[detectCardBrand(pan)] ?? 'UNKNOWN';
  return {
    ok: true,
    card: {
      maskedCardInfo: maskPan(pan),
      cardBin: pan.slice(0, 6),
      last4: pan.slice(-4),
      cardScheme: scheme,
      cardType: pan === '4000056655665556' ? 'DEBIT' : 'CREDIT',
      cardExpiry: expiryToString(parseExpiry(input.expiry)!),
      cardHolderName: input.name.trim().slice(0, 64),
      behaviour: cardBehaviour(pan),
    },
  };
}
