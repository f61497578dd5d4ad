/** Hungarian (formal „Ön“). */
import type { CardCatalog } from './en.js';

export const hu: CardCatalog = {
  'card.title': 'Kártyaadatok',
  'card.number': 'Kártyaszám',
  'card.expiry': 'Lejárati dátum (HH/ÉÉ)',
  'card.cvc': 'Biztonsági kód',
  'card.cvcHint': 'A kártya hátoldalán lévő 3 számjegy, American Express esetén az előlapon lévő 4.',
  'card.cvcHelp': 'Mi ez?',
  'card.name': 'Név a kártyán',
  'card.brand': 'Kártyatípus: {brand}',
  'card.secure': 'A kártyaadatai közvetlenül a fizetési szolgáltatóhoz kerülnek.',
  'card.error.number.required': 'Adja meg a kártyaszámot.',
  'card.error.number.incomplete': 'A kártyaszám hiányos.',
  'card.error.number.invalid': 'A kártyaszám érvénytelen.',
  'card.error.expiry.required': 'Adja meg a lejárati dátumot.',
  'card.error.expiry.invalid': 'A lejárati dátumot HH/ÉÉ formában adja meg.',
  'card.error.expiry.expired': 'Ez a kártya lejárt.',
  'card.error.cvc.required': 'Adja meg a biztonsági kódot.',
  'card.error.cvc.incomplete': 'A biztonsági kód hiányos.',
  'card.error.cvc.invalid': 'A biztonsági kód érvénytelen.',
  'card.error.name.required': 'Adja meg a kártyán szereplő nevet.',
};
export default hu;
