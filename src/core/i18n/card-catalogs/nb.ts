/** Norwegian Bokmål. */
import type { CardCatalog } from './en.js';

export const nb: CardCatalog = {
  'card.title': 'Kortopplysninger',
  'card.number': 'Kortnummer',
  'card.expiry': 'Utløpsdato (MM/ÅÅ)',
  'card.cvc': 'Sikkerhetskode',
  'card.cvcHint': 'De 3 sifrene på baksiden av kortet, eller 4 på forsiden for American Express.',
  'card.cvcHelp': 'Hva er dette?',
  'card.name': 'Navn på kortet',
  'card.brand': 'Korttype: {brand}',
  'card.secure': 'Kortopplysningene dine går rett til betalingsleverandøren.',
  'card.error.number.required': 'Skriv inn kortnummeret.',
  'card.error.number.incomplete': 'Kortnummeret er ufullstendig.',
  'card.error.number.invalid': 'Kortnummeret er ugyldig.',
  'card.error.expiry.required': 'Skriv inn utløpsdatoen.',
  'card.error.expiry.invalid': 'Skriv inn utløpsdatoen som MM/ÅÅ.',
  'card.error.expiry.expired': 'Dette kortet er utløpt.',
  'card.error.cvc.required': 'Skriv inn sikkerhetskoden.',
  'card.error.cvc.incomplete': 'Sikkerhetskoden er ufullstendig.',
  'card.error.cvc.invalid': 'Sikkerhetskoden er ugyldig.',
  'card.error.name.required': 'Skriv inn navnet på kortet.',
};
export default nb;
