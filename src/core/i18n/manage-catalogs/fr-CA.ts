/** Canadian French: French with the region's words (mode de paiement, forfait). */
import fr from './fr.js';
import type { ManageCatalog } from './en.js';

const frCA: ManageCatalog = {
  ...fr,
  'subscription.status.closed': 'Fermé',
  'manage.noPayments': 'Aucun paiement pour le moment.',
  'manage.pastDue': 'Votre dernier paiement a échoué. Il pourra être retenté, alors assurez-vous que votre mode de paiement peut être débité.',
  'manage.updatePayment': 'Voir chez le fournisseur de paiement',
  'manage.popupOpen': 'Continuez chez le fournisseur de paiement dans la fenêtre qui s’est ouverte.',
  'manage.changePlan': 'Changer de forfait',
  'manage.choosePlan': 'Choisissez un nouveau forfait',
  'manage.keepPlan': 'Garder le forfait actuel',
  'manage.confirmTitle': 'Résilier votre abonnement?',
};
export default frCA;
