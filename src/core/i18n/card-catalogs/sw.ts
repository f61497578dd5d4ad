/** Swahili. */
import type { CardCatalog } from './en.js';

export const sw: CardCatalog = {
  'card.title': 'Maelezo ya kadi',
  'card.number': 'Nambari ya kadi',
  'card.expiry': 'Tarehe ya mwisho wa matumizi (MM/YY)',
  'card.cvc': 'Msimbo wa usalama',
  'card.cvcHint': 'Tarakimu 3 zilizo nyuma ya kadi yako, au 4 zilizo mbele kwa American Express.',
  'card.cvcHelp': 'Hii ni nini?',
  'card.name': 'Jina lililo kwenye kadi',
  'card.brand': 'Aina ya kadi: {brand}',
  'card.secure': 'Maelezo ya kadi yako yanaenda moja kwa moja kwa mtoa huduma za malipo.',
  'card.error.number.required': 'Weka nambari ya kadi yako.',
  'card.error.number.incomplete': 'Nambari ya kadi haijakamilika.',
  'card.error.number.invalid': 'Nambari ya kadi si sahihi.',
  'card.error.expiry.required': 'Weka tarehe ya mwisho wa matumizi.',
  'card.error.expiry.invalid': 'Weka tarehe ya mwisho wa matumizi kama MM/YY.',
  'card.error.expiry.expired': 'Muda wa kadi hii umekwisha.',
  'card.error.cvc.required': 'Weka msimbo wa usalama.',
  'card.error.cvc.incomplete': 'Msimbo wa usalama haujakamilika.',
  'card.error.cvc.invalid': 'Msimbo wa usalama si sahihi.',
  'card.error.name.required': 'Weka jina lililo kwenye kadi yako.',
};
export default sw;
