/** Danish. */
import type { CardCatalog } from './en.js';

export const da: CardCatalog = {
  'card.title': 'Kortoplysninger',
  'card.number': 'Kortnummer',
  'card.expiry': 'Udløbsdato (MM/ÅÅ)',
  'card.cvc': 'Sikkerhedskode',
  'card.cvcHint': 'De 3 cifre på bagsiden af dit kort eller 4 på forsiden for American Express.',
  'card.cvcHelp': 'Hvad er det?',
  'card.name': 'Navn på kortet',
  'card.brand': 'Korttype: {brand}',
  'card.secure': 'Dine kortoplysninger sendes direkte til betalingsudbyderen.',
  'card.error.number.required': 'Indtast dit kortnummer.',
  'card.error.number.incomplete': 'Kortnummeret er ufuldstændigt.',
  'card.error.number.invalid': 'Kortnummeret er ugyldigt.',
  'card.error.expiry.required': 'Indtast udløbsdatoen.',
  'card.error.expiry.invalid': 'Indtast udløbsdatoen som MM/ÅÅ.',
  'card.error.expiry.expired': 'Dette kort er udløbet.',
  'card.error.cvc.required': 'Indtast sikkerhedskoden.',
  'card.error.cvc.incomplete': 'Sikkerhedskoden er ufuldstændig.',
  'card.error.cvc.invalid': 'Sikkerhedskoden er ugyldig.',
  'card.error.name.required': 'Indtast navnet på dit kort.',
};
export default da;
