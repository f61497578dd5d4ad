/** Italian (formal register, impersonal instructions). */
import type { CardCatalog } from './en.js';

export const it: CardCatalog = {
  'card.title': 'Dati della carta',
  'card.number': 'Numero della carta',
  'card.expiry': 'Scadenza (MM/AA)',
  'card.cvc': 'Codice di sicurezza',
  'card.cvcHint': 'Le 3 cifre sul retro della carta, o le 4 sul fronte per American Express.',
  'card.cvcHelp': 'Che cos’è?',
  'card.name': 'Titolare della carta',
  'card.brand': 'Tipo di carta: {brand}',
  'card.secure': 'I dati della carta vengono inviati direttamente al fornitore di pagamento.',
  'card.error.number.required': 'Inserire il numero della carta.',
  'card.error.number.incomplete': 'Il numero della carta è incompleto.',
  'card.error.number.invalid': 'Il numero della carta non è valido.',
  'card.error.expiry.required': 'Inserire la data di scadenza.',
  'card.error.expiry.invalid': 'Inserire la data di scadenza nel formato MM/AA.',
  'card.error.expiry.expired': 'Questa carta è scaduta.',
  'card.error.cvc.required': 'Inserire il codice di sicurezza.',
  'card.error.cvc.incomplete': 'Il codice di sicurezza è incompleto.',
  'card.error.cvc.invalid': 'Il codice di sicurezza non è valido.',
  'card.error.name.required': 'Inserire il nome riportato sulla carta.',
};
export default it;
