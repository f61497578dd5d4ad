/** Slovak (formal „vy“). */
import type { CardCatalog } from './en.js';

export const sk: CardCatalog = {
  'card.title': 'Údaje o karte',
  'card.number': 'Číslo karty',
  'card.expiry': 'Platnosť do (MM/RR)',
  'card.cvc': 'Bezpečnostný kód',
  'card.cvcHint': '3 číslice na zadnej strane karty, pri American Express 4 číslice na prednej strane.',
  'card.cvcHelp': 'Čo je to?',
  'card.name': 'Meno na karte',
  'card.brand': 'Typ karty: {brand}',
  'card.secure': 'Údaje o vašej karte idú priamo k poskytovateľovi platieb.',
  'card.error.number.required': 'Zadajte číslo karty.',
  'card.error.number.incomplete': 'Číslo karty nie je úplné.',
  'card.error.number.invalid': 'Číslo karty nie je platné.',
  'card.error.expiry.required': 'Zadajte dátum platnosti.',
  'card.error.expiry.invalid': 'Zadajte dátum platnosti vo formáte MM/RR.',
  'card.error.expiry.expired': 'Platnosť tejto karty vypršala.',
  'card.error.cvc.required': 'Zadajte bezpečnostný kód.',
  'card.error.cvc.incomplete': 'Bezpečnostný kód nie je úplný.',
  'card.error.cvc.invalid': 'Bezpečnostný kód nie je platný.',
  'card.error.name.required': 'Zadajte meno uvedené na karte.',
};
export default sk;
