/** Filipino. */
import type { CardCatalog } from './en.js';

export const fil: CardCatalog = {
  'card.title': 'Detalye ng card',
  'card.number': 'Numero ng card',
  'card.expiry': 'Petsa ng pag-expire (MM/YY)',
  'card.cvc': 'Security code',
  'card.cvcHint': 'Ang 3 digit sa likod ng iyong card, o 4 sa harap para sa American Express.',
  'card.cvcHelp': 'Ano ito?',
  'card.name': 'Pangalan sa card',
  'card.brand': 'Uri ng card: {brand}',
  'card.secure': 'Direktang napupunta sa provider ng pagbabayad ang detalye ng iyong card.',
  'card.error.number.required': 'Ilagay ang numero ng iyong card.',
  'card.error.number.incomplete': 'Kulang ang numero ng card.',
  'card.error.number.invalid': 'Hindi wasto ang numero ng card.',
  'card.error.expiry.required': 'Ilagay ang petsa ng pag-expire.',
  'card.error.expiry.invalid': 'Ilagay ang petsa ng pag-expire bilang MM/YY.',
  'card.error.expiry.expired': 'Expired na ang card na ito.',
  'card.error.cvc.required': 'Ilagay ang security code.',
  'card.error.cvc.incomplete': 'Kulang ang security code.',
  'card.error.cvc.invalid': 'Hindi wasto ang security code.',
  'card.error.name.required': 'Ilagay ang pangalan sa iyong card.',
};
export default fil;
