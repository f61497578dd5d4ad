/** Danish. */
import type { ManageCatalog } from './en.js';

const da: ManageCatalog = {
  'manage.title': "Dit abonnement",
  'manage.status': "Status",
  'subscription.status.trialing': "I prøveperiode",
  'subscription.status.active': "Aktivt",
  'subscription.status.past_due': "Betaling forfalden",
  'subscription.status.pending': "Afventer",
  'subscription.status.cancelled': "Opsagt",
  'subscription.status.expired': "Udløbet",
  'subscription.status.closed': "Lukket",
  'manage.trialEnds': "Prøveperioden slutter",
  'manage.history': "Betalingshistorik",
  'manage.amount': "Beløb",
  'manage.noPayments': "Ingen betalinger endnu.",
  'manage.payment.paid': "Betalt",
  'manage.payment.failed': "Mislykkedes",
  'manage.payment.pending': "Afventer",
  'manage.pastDue': "Din seneste betaling mislykkedes. Opdater din betalingsmetode for at beholde dit abonnement.",
  'manage.updatePayment': "Opdater betalingsmetode",
  'manage.popupOpen': "Opdater din betalingsmetode i det vindue, der blev åbnet.",
  'manage.changePlan': "Skift plan",
  'manage.choosePlan': "Vælg en ny plan",
  'manage.keepPlan': "Behold nuværende plan",
  'manage.cancel': "Opsig abonnement",
  'manage.confirmTitle': "Vil du opsige dit abonnement?",
  'manage.keepUntil': "Du har adgang indtil {date}.",
  'manage.keep': "Behold abonnement",
  'manage.cancelled': "Dit abonnement er opsagt.",
  'manage.refused': "Dit abonnement kunne ikke opsiges.",
};
export default da;
