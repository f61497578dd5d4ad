/** Latvian (formal „jūs“). */
import type { CardCatalog } from './en.js';

export const lv: CardCatalog = {
  'card.title': 'Kartes dati',
  'card.number': 'Kartes numurs',
  'card.expiry': 'Derīguma termiņš (MM/GG)',
  'card.cvc': 'Drošības kods',
  'card.cvcHint': '3 cipari kartes aizmugurē vai 4 priekšpusē American Express kartēm.',
  'card.cvcHelp': 'Kas tas ir?',
  'card.name': 'Vārds uz kartes',
  'card.brand': 'Kartes veids: {brand}',
  'card.secure': 'Jūsu kartes dati tiek nosūtīti tieši maksājumu pakalpojumu sniedzējam.',
  'card.error.number.required': 'Ievadiet kartes numuru.',
  'card.error.number.incomplete': 'Kartes numurs nav pilnīgs.',
  'card.error.number.invalid': 'Kartes numurs nav derīgs.',
  'card.error.expiry.required': 'Ievadiet derīguma termiņu.',
  'card.error.expiry.invalid': 'Ievadiet derīguma termiņu formātā MM/GG.',
  'card.error.expiry.expired': 'Šīs kartes derīguma termiņš ir beidzies.',
  'card.error.cvc.required': 'Ievadiet drošības kodu.',
  'card.error.cvc.incomplete': 'Drošības kods nav pilnīgs.',
  'card.error.cvc.invalid': 'Drošības kods nav derīgs.',
  'card.error.name.required': 'Ievadiet vārdu, kas norādīts uz kartes.',
};
export default lv;
