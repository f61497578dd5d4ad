/** Canadian French: French with the region's words (mode de paiement, forfait). */
import fr from './fr.js';
import type { ManageCatalog } from './en.js';

const frCA: ManageCatalog = {
  ...fr,
  'subscription.status.closed': 'Fermé',
  'manage.noPayments': 'Aucun paiement pour le moment.',
  'manage.pastDue': 'Votre dernier paiement a échoué. Mettez à jour votre mode de paiement pour conserver votre abonnement.',
  'manage.updatePayment': 'Mettre à jour le mode de paiement',
  'manage.popupOpen': 'Mettez à jour votre mode de paiement dans la fenêtre qui s’est ouverte.',
  'manage.changePlan': 'Changer de forfait',
  'manage.choosePlan': 'Choisissez un nouveau forfait',
  'manage.keepPlan': 'Garder le forfait actuel',
  'manage.confirmTitle': 'Résilier votre abonnement?',
};
export default frCA;
