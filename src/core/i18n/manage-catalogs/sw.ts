/** Swahili. */
import type { ManageCatalog } from './en.js';

const sw: ManageCatalog = {
  'manage.title': "Usajili wako",
  'manage.status': "Hali",
  'subscription.status.trialing': "Katika kipindi cha majaribio",
  'subscription.status.active': "Hai",
  'subscription.status.past_due': "Malipo yamechelewa",
  'subscription.status.pending': "Inasubiri",
  'subscription.status.cancelled': "Imeghairiwa",
  'subscription.status.expired': "Imeisha muda",
  'subscription.status.closed': "Imefungwa",
  'manage.trialEnds': "Majaribio yanaisha",
  'manage.history': "Historia ya malipo",
  'manage.amount': "Kiasi",
  'manage.noPayments': "Bado hakuna malipo.",
  'manage.payment.paid': "Imelipwa",
  'manage.payment.failed': "Imeshindwa",
  'manage.payment.pending': "Inasubiri",
  'manage.pastDue': "Malipo yako ya mwisho yameshindwa. Sasisha njia yako ya kulipa ili kuendelea na usajili wako.",
  'manage.updatePayment': "Sasisha njia ya kulipa",
  'manage.popupOpen': "Sasisha njia yako ya kulipa katika dirisha lililofunguka.",
  'manage.changePlan': "Badilisha mpango",
  'manage.choosePlan': "Chagua mpango mpya",
  'manage.keepPlan': "Endelea na mpango wa sasa",
  'manage.cancel': "Ghairi usajili",
  'manage.confirmTitle': "Ughairi usajili wako?",
  'manage.keepUntil': "Utaendelea kupata huduma hadi {date}.",
  'manage.keep': "Endelea na usajili",
  'manage.cancelled': "Usajili wako umeghairiwa.",
  'manage.refused': "Usajili wako haukuweza kughairiwa.",
};
export default sw;
