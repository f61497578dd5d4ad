/** Estonian (formal „teie“). */
import type { CardCatalog } from './en.js';

export const et: CardCatalog = {
  'card.title': 'Kaardi andmed',
  'card.number': 'Kaardi number',
  'card.expiry': 'Kehtivusaeg (KK/AA)',
  'card.cvc': 'Turvakood',
  'card.cvcHint': '3 numbrit kaardi tagaküljel või American Expressi puhul 4 numbrit esiküljel.',
  'card.cvcHelp': 'Mis see on?',
  'card.name': 'Nimi kaardil',
  'card.brand': 'Kaardi tüüp: {brand}',
  'card.secure': 'Teie kaardi andmed lähevad otse makseteenuse pakkujale.',
  'card.error.number.required': 'Sisestage kaardi number.',
  'card.error.number.incomplete': 'Kaardi number on puudulik.',
  'card.error.number.invalid': 'Kaardi number ei ole kehtiv.',
  'card.error.expiry.required': 'Sisestage kehtivusaeg.',
  'card.error.expiry.invalid': 'Sisestage kehtivusaeg kujul KK/AA.',
  'card.error.expiry.expired': 'Selle kaardi kehtivus on lõppenud.',
  'card.error.cvc.required': 'Sisestage turvakood.',
  'card.error.cvc.incomplete': 'Turvakood on puudulik.',
  'card.error.cvc.invalid': 'Turvakood ei ole kehtiv.',
  'card.error.name.required': 'Sisestage kaardil olev nimi.',
};
export default et;
