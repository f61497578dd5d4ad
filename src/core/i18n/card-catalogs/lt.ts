/** Lithuanian (formal „jūs“). */
import type { CardCatalog } from './en.js';

export const lt: CardCatalog = {
  'card.title': 'Kortelės duomenys',
  'card.number': 'Kortelės numeris',
  'card.expiry': 'Galiojimo data (MM/MM)',
  'card.cvc': 'Saugos kodas',
  'card.cvcHint': '3 skaitmenys kortelės kitoje pusėje arba 4 priekinėje pusėje, jei tai American Express.',
  'card.cvcHelp': 'Kas tai?',
  'card.name': 'Vardas ir pavardė kortelėje',
  'card.brand': 'Kortelės tipas: {brand}',
  'card.secure': 'Jūsų kortelės duomenys keliauja tiesiai mokėjimų paslaugų teikėjui.',
  'card.error.number.required': 'Įveskite kortelės numerį.',
  'card.error.number.incomplete': 'Kortelės numeris neišsamus.',
  'card.error.number.invalid': 'Kortelės numeris netinkamas.',
  'card.error.expiry.required': 'Įveskite galiojimo datą.',
  'card.error.expiry.invalid': 'Įveskite galiojimo datą formatu MM/MM.',
  'card.error.expiry.expired': 'Šios kortelės galiojimas baigėsi.',
  'card.error.cvc.required': 'Įveskite saugos kodą.',
  'card.error.cvc.incomplete': 'Saugos kodas neišsamus.',
  'card.error.cvc.invalid': 'Saugos kodas netinkamas.',
  'card.error.name.required': 'Įveskite kortelėje nurodytą vardą ir pavardę.',
};
export default lt;
