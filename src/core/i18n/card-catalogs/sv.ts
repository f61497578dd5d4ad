/** Swedish. */
import type { CardCatalog } from './en.js';

export const sv: CardCatalog = {
  'card.title': 'Kortuppgifter',
  'card.number': 'Kortnummer',
  'card.expiry': 'Utgångsdatum (MM/ÅÅ)',
  'card.cvc': 'Säkerhetskod',
  'card.cvcHint': 'De 3 siffrorna på kortets baksida, eller 4 på framsidan för American Express.',
  'card.cvcHelp': 'Vad är det här?',
  'card.name': 'Namn på kortet',
  'card.brand': 'Korttyp: {brand}',
  'card.secure': 'Dina kortuppgifter går direkt till betalningsleverantören.',
  'card.error.number.required': 'Ange ditt kortnummer.',
  'card.error.number.incomplete': 'Kortnumret är ofullständigt.',
  'card.error.number.invalid': 'Kortnumret är ogiltigt.',
  'card.error.expiry.required': 'Ange utgångsdatum.',
  'card.error.expiry.invalid': 'Ange utgångsdatum som MM/ÅÅ.',
  'card.error.expiry.expired': 'Kortet har gått ut.',
  'card.error.cvc.required': 'Ange säkerhetskoden.',
  'card.error.cvc.incomplete': 'Säkerhetskoden är ofullständig.',
  'card.error.cvc.invalid': 'Säkerhetskoden är ogiltig.',
  'card.error.name.required': 'Ange namnet på ditt kort.',
};
export default sv;
