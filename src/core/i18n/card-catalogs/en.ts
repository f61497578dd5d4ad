/**
 * The messages of `<acq-card-form>` (the acquirer's hosted card page only), a catalog
 * family of their own so that the cashier's bundle and language chunks do not carry
 * them. English, built into the card form's bundle, is the source of every key; each
 * other catalog is typed `CardCatalog`, so a missing key is a type error.
 */
export const cardEn = {
  'card.title': 'Card details',
  'card.number': 'Card number',
  'card.expiry': 'Expiry date (MM/YY)',
  'card.cvc': 'Security code',
  'card.cvcHint': 'The 3 digits on the back of your card, or 4 on the front for American Express.',
  'card.cvcHelp': 'What is this?',
  'card.name': 'Name on card',
  'card.brand': 'Card type: {brand}',
  'card.secure': 'Your card details go straight to the payment provider.',
  'card.error.number.required': 'Enter your card number.',
  'card.error.number.incomplete': 'The card number is incomplete.',
  'card.error.number.invalid': 'The card number is not valid.',
  'card.error.expiry.required': 'Enter the expiry date.',
  'card.error.expiry.invalid': 'Enter the expiry date as MM/YY.',
  'card.error.expiry.expired': 'This card has expired.',
  'card.error.cvc.required': 'Enter the security code.',
  'card.error.cvc.incomplete': 'The security code is incomplete.',
  'card.error.cvc.invalid': 'The security code is not valid.',
  'card.error.name.required': 'Enter the name on your card.',
} as const;

export type CardMessageKey = keyof typeof cardEn;
export type CardCatalog = { readonly [K in CardMessageKey]: string };
