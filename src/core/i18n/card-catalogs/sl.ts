/** Slovenian (formal „vi“). */
import type { CardCatalog } from './en.js';

export const sl: CardCatalog = {
  'card.title': 'Podatki o kartici',
  'card.number': 'Številka kartice',
  'card.expiry': 'Datum veljavnosti (MM/LL)',
  'card.cvc': 'Varnostna koda',
  'card.cvcHint': '3 števke na hrbtni strani kartice ali 4 na sprednji strani pri American Express.',
  'card.cvcHelp': 'Kaj je to?',
  'card.name': 'Ime na kartici',
  'card.brand': 'Vrsta kartice: {brand}',
  'card.secure': 'Podatki o vaši kartici gredo neposredno ponudniku plačil.',
  'card.error.number.required': 'Vnesite številko kartice.',
  'card.error.number.incomplete': 'Številka kartice ni popolna.',
  'card.error.number.invalid': 'Številka kartice ni veljavna.',
  'card.error.expiry.required': 'Vnesite datum veljavnosti.',
  'card.error.expiry.invalid': 'Vnesite datum veljavnosti v obliki MM/LL.',
  'card.error.expiry.expired': 'Ta kartica je potekla.',
  'card.error.cvc.required': 'Vnesite varnostno kodo.',
  'card.error.cvc.incomplete': 'Varnostna koda ni popolna.',
  'card.error.cvc.invalid': 'Varnostna koda ni veljavna.',
  'card.error.name.required': 'Vnesite ime, ki je na kartici.',
};
export default sl;
