/** Dutch. */
import type { ManageCatalog } from './en.js';

const nl: ManageCatalog = {
  'manage.title': "Uw abonnement",
  'manage.status': "Status",
  'subscription.status.trialing': "In proefperiode",
  'subscription.status.active': "Actief",
  'subscription.status.past_due': "Betaling achterstallig",
  'subscription.status.pending': "In behandeling",
  'subscription.status.cancelled': "Opgezegd",
  'subscription.status.expired': "Verlopen",
  'subscription.status.closed': "Gesloten",
  'manage.trialEnds': "Proefperiode eindigt",
  'manage.history': "Betalingsgeschiedenis",
  'manage.amount': "Bedrag",
  'manage.noPayments': "Nog geen betalingen.",
  'manage.payment.paid': "Betaald",
  'manage.payment.failed': "Mislukt",
  'manage.payment.pending': "In behandeling",
  'manage.pastDue': "Uw laatste betaling is mislukt. Werk uw betaalmethode bij om uw abonnement te behouden.",
  'manage.updatePayment': "Betaalmethode bijwerken",
  'manage.popupOpen': "Werk uw betaalmethode bij in het venster dat is geopend.",
  'manage.changePlan': "Plan wijzigen",
  'manage.choosePlan': "Kies een nieuw plan",
  'manage.keepPlan': "Huidig plan behouden",
  'manage.cancel': "Abonnement opzeggen",
  'manage.confirmTitle': "Uw abonnement opzeggen?",
  'manage.keepUntil': "U houdt toegang tot {date}.",
  'manage.keep': "Abonnement behouden",
  'manage.cancelled': "Uw abonnement is opgezegd.",
  'manage.refused': "Uw abonnement kon niet worden opgezegd.",
};
export default nl;
