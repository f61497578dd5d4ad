/** French (Canada). */
import type { ManageCatalog } from './en.js';

const frCA: ManageCatalog = {
  'manage.title': "Votre abonnement",
  'manage.status': "Statut",
  'subscription.status.trialing': "En période d’essai",
  'subscription.status.active': "Actif",
  'subscription.status.past_due': "Paiement en retard",
  'subscription.status.pending': "En attente",
  'subscription.status.cancelled': "Résilié",
  'subscription.status.expired': "Expiré",
  'subscription.status.closed': "Fermé",
  'manage.trialEnds': "Fin de la période d’essai",
  'manage.history': "Historique des paiements",
  'manage.amount': "Montant",
  'manage.noPayments': "Aucun paiement pour le moment.",
  'manage.payment.paid': "Payé",
  'manage.payment.failed': "Échoué",
  'manage.payment.pending': "En attente",
  'manage.pastDue': "Votre dernier paiement a échoué. Mettez à jour votre mode de paiement pour conserver votre abonnement.",
  'manage.updatePayment': "Mettre à jour le mode de paiement",
  'manage.popupOpen': "Mettez à jour votre mode de paiement dans la fenêtre qui s’est ouverte.",
  'manage.changePlan': "Changer de forfait",
  'manage.choosePlan': "Choisissez un nouveau forfait",
  'manage.keepPlan': "Garder le forfait actuel",
  'manage.cancel': "Résilier l’abonnement",
  'manage.confirmTitle': "Résilier votre abonnement?",
  'manage.keepUntil': "Vous gardez l’accès jusqu’au {date}.",
  'manage.keep': "Garder l’abonnement",
  'manage.cancelled': "Votre abonnement est résilié.",
  'manage.refused': "Votre abonnement n’a pas pu être résilié.",
};
export default frCA;
