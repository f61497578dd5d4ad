/** Dutch (formal "u"). */
import type { CardCatalog } from './en.js';

export const nl: CardCatalog = {
  'card.title': 'Kaartgegevens',
  'card.number': 'Kaartnummer',
  'card.expiry': 'Vervaldatum (MM/JJ)',
  'card.cvc': 'Beveiligingscode',
  'card.cvcHint': 'De 3 cijfers op de achterkant van uw kaart, of 4 op de voorkant bij American Express.',
  'card.cvcHelp': 'Wat is dit?',
  'card.name': 'Naam op de kaart',
  'card.brand': 'Kaarttype: {brand}',
  'card.secure': 'Uw kaartgegevens gaan rechtstreeks naar de betaalprovider.',
  'card.error.number.required': 'Voer uw kaartnummer in.',
  'card.error.number.incomplete': 'Het kaartnummer is onvolledig.',
  'card.error.number.invalid': 'Het kaartnummer is ongeldig.',
  'card.error.expiry.required': 'Voer de vervaldatum in.',
  'card.error.expiry.invalid': 'Voer de vervaldatum in als MM/JJ.',
  'card.error.expiry.expired': 'Deze kaart is verlopen.',
  'card.error.cvc.required': 'Voer de beveiligingscode in.',
  'card.error.cvc.incomplete': 'De beveiligingscode is onvolledig.',
  'card.error.cvc.invalid': 'De beveiligingscode is ongeldig.',
  'card.error.name.required': 'Voer de naam op uw kaart in.',
};
export default nl;
