/** Canadian French: French with Quebec usage and typography (no space before “?”). */
import { fr } from './fr.js';
import type { CardCatalog } from './en.js';

export const frCA: CardCatalog = {
  ...fr,
  'card.cvcHelp': 'Qu’est-ce que c’est?',
  'card.secure': 'Les données de votre carte sont transmises directement au fournisseur de paiement.',
};
export default frCA;
