/** Czech (formal „vy“). */
import type { CardCatalog } from './en.js';

export const cs: CardCatalog = {
  'card.title': 'Údaje o kartě',
  'card.number': 'Číslo karty',
  'card.expiry': 'Platnost do (MM/RR)',
  'card.cvc': 'Bezpečnostní kód',
  'card.cvcHint': '3 číslice na zadní straně karty, u American Express 4 číslice na přední straně.',
  'card.cvcHelp': 'Co to je?',
  'card.name': 'Jméno na kartě',
  'card.brand': 'Typ karty: {brand}',
  'card.secure': 'Údaje o vaší kartě jdou přímo k poskytovateli plateb.',
  'card.error.number.required': 'Zadejte číslo karty.',
  'card.error.number.incomplete': 'Číslo karty není úplné.',
  'card.error.number.invalid': 'Číslo karty není platné.',
  'card.error.expiry.required': 'Zadejte datum platnosti.',
  'card.error.expiry.invalid': 'Zadejte datum platnosti ve formátu MM/RR.',
  'card.error.expiry.expired': 'Platnost této karty vypršela.',
  'card.error.cvc.required': 'Zadejte bezpečnostní kód.',
  'card.error.cvc.incomplete': 'Bezpečnostní kód není úplný.',
  'card.error.cvc.invalid': 'Bezpečnostní kód není platný.',
  'card.error.name.required': 'Zadejte jméno uvedené na kartě.',
};
export default cs;
