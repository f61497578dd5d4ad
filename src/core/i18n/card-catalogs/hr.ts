/** Croatian (formal „Vi“). */
import type { CardCatalog } from './en.js';

export const hr: CardCatalog = {
  'card.title': 'Podaci o kartici',
  'card.number': 'Broj kartice',
  'card.expiry': 'Datum isteka (MM/GG)',
  'card.cvc': 'Sigurnosni kôd',
  'card.cvcHint': '3 znamenke na poleđini kartice ili 4 na prednjoj strani za American Express.',
  'card.cvcHelp': 'Što je ovo?',
  'card.name': 'Ime na kartici',
  'card.brand': 'Vrsta kartice: {brand}',
  'card.secure': 'Podaci o Vašoj kartici idu izravno pružatelju usluga plaćanja.',
  'card.error.number.required': 'Unesite broj kartice.',
  'card.error.number.incomplete': 'Broj kartice nije potpun.',
  'card.error.number.invalid': 'Broj kartice nije valjan.',
  'card.error.expiry.required': 'Unesite datum isteka.',
  'card.error.expiry.invalid': 'Unesite datum isteka u obliku MM/GG.',
  'card.error.expiry.expired': 'Ova je kartica istekla.',
  'card.error.cvc.required': 'Unesite sigurnosni kôd.',
  'card.error.cvc.incomplete': 'Sigurnosni kôd nije potpun.',
  'card.error.cvc.invalid': 'Sigurnosni kôd nije valjan.',
  'card.error.name.required': 'Unesite ime s kartice.',
};
export default hr;
