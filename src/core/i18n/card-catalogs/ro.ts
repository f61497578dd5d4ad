/** Romanian (formal „dumneavoastră“). */
import type { CardCatalog } from './en.js';

export const ro: CardCatalog = {
  'card.title': 'Datele cardului',
  'card.number': 'Numărul cardului',
  'card.expiry': 'Data expirării (LL/AA)',
  'card.cvc': 'Cod de securitate',
  'card.cvcHint': 'Cele 3 cifre de pe spatele cardului sau cele 4 de pe față pentru American Express.',
  'card.cvcHelp': 'Ce este acesta?',
  'card.name': 'Numele de pe card',
  'card.brand': 'Tip de card: {brand}',
  'card.secure': 'Datele cardului dumneavoastră ajung direct la furnizorul de plăți.',
  'card.error.number.required': 'Introduceți numărul cardului.',
  'card.error.number.incomplete': 'Numărul cardului este incomplet.',
  'card.error.number.invalid': 'Numărul cardului nu este valid.',
  'card.error.expiry.required': 'Introduceți data expirării.',
  'card.error.expiry.invalid': 'Introduceți data expirării în formatul LL/AA.',
  'card.error.expiry.expired': 'Acest card a expirat.',
  'card.error.cvc.required': 'Introduceți codul de securitate.',
  'card.error.cvc.incomplete': 'Codul de securitate este incomplet.',
  'card.error.cvc.invalid': 'Codul de securitate nu este valid.',
  'card.error.name.required': 'Introduceți numele de pe card.',
};
export default ro;
