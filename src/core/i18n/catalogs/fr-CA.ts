/** Canadian French: French with Quebec usage (magasin for the shop). */
import { fr } from './fr.js';
import type { Catalog } from './en.js';

export const frCA: Catalog = {
  ...fr,
  'language.name': 'Français (Canada)',
  'cashier.cancelQuestion': 'Annuler ce paiement?',
  'result.expired.body': 'Ce paiement a expiré. Veuillez recommencer à partir du magasin.',
  'result.continue': 'Retour au magasin',
  'result.returning': 'Retour au magasin…',
  'error.amountLimit': 'Ce paiement dépasse la limite actuelle du magasin. Réessayez plus tard ou communiquez avec le magasin.',
};
export default frCA;
