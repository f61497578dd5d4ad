/** Maltese. */
import type { CardCatalog } from './en.js';

export const mt: CardCatalog = {
  'card.title': 'Dettalji tal-karta',
  'card.number': 'Numru tal-karta',
  'card.expiry': 'Data ta’ skadenza (XX/SS)',
  'card.cvc': 'Kodiċi tas-sigurtà',
  'card.cvcHint': 'It-3 ċifri fuq wara tal-karta tiegħek, jew 4 fuq quddiem għal American Express.',
  'card.cvcHelp': 'X’inhu dan?',
  'card.name': 'Isem fuq il-karta',
  'card.brand': 'Tip ta’ karta: {brand}',
  'card.secure': 'Id-dettalji tal-karta tiegħek imorru dritt għand il-fornitur tal-ħlas.',
  'card.error.number.required': 'Daħħal in-numru tal-karta tiegħek.',
  'card.error.number.incomplete': 'In-numru tal-karta mhuwiex komplut.',
  'card.error.number.invalid': 'In-numru tal-karta mhuwiex validu.',
  'card.error.expiry.required': 'Daħħal id-data ta’ skadenza.',
  'card.error.expiry.invalid': 'Daħħal id-data ta’ skadenza bħala XX/SS.',
  'card.error.expiry.expired': 'Din il-karta skadiet.',
  'card.error.cvc.required': 'Daħħal il-kodiċi tas-sigurtà.',
  'card.error.cvc.incomplete': 'Il-kodiċi tas-sigurtà mhuwiex komplut.',
  'card.error.cvc.invalid': 'Il-kodiċi tas-sigurtà mhuwiex validu.',
  'card.error.name.required': 'Daħħal l-isem li hemm fuq il-karta tiegħek.',
};
export default mt;
