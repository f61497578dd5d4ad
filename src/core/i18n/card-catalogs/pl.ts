/** Polish. Counts take the few (2–4, 22–24…) and many (5–21…) forms; other is for fractions. */
import type { CardCatalog } from './en.js';

export const pl: CardCatalog = {
  'card.title': 'Dane karty',
  'card.number': 'Numer karty',
  'card.expiry': 'Data ważności (MM/RR)',
  'card.cvc': 'Kod bezpieczeństwa',
  'card.cvcHint': '3 cyfry z tyłu karty lub 4 z przodu w przypadku American Express.',
  'card.cvcHelp': 'Co to jest?',
  'card.name': 'Imię i nazwisko na karcie',
  'card.brand': 'Typ karty: {brand}',
  'card.secure': 'Dane karty trafiają bezpośrednio do operatora płatności.',
  'card.error.number.required': 'Wpisz numer karty.',
  'card.error.number.incomplete': 'Numer karty jest niepełny.',
  'card.error.number.invalid': 'Numer karty jest nieprawidłowy.',
  'card.error.expiry.required': 'Wpisz datę ważności.',
  'card.error.expiry.invalid': 'Wpisz datę ważności w formacie MM/RR.',
  'card.error.expiry.expired': 'Ta karta straciła ważność.',
  'card.error.cvc.required': 'Wpisz kod bezpieczeństwa.',
  'card.error.cvc.incomplete': 'Kod bezpieczeństwa jest niepełny.',
  'card.error.cvc.invalid': 'Kod bezpieczeństwa jest nieprawidłowy.',
  'card.error.name.required': 'Wpisz imię i nazwisko z karty.',
};
export default pl;
