/** Romanian. */
import type { ManageCatalog } from './en.js';

const ro: ManageCatalog = {
  'manage.title': "Abonamentul dumneavoastră",
  'manage.status': "Stare",
  'subscription.status.trialing': "În perioada de probă",
  'subscription.status.active': "Activ",
  'subscription.status.past_due': "Plată restantă",
  'subscription.status.pending': "În așteptare",
  'subscription.status.cancelled': "Anulat",
  'subscription.status.expired': "Expirat",
  'subscription.status.closed': "Închis",
  'manage.trialEnds': "Sfârșitul perioadei de probă",
  'manage.history': "Istoricul plăților",
  'manage.amount': "Sumă",
  'manage.noPayments': "Nicio plată încă.",
  'manage.payment.paid': "Plătită",
  'manage.payment.failed': "Eșuată",
  'manage.payment.pending': "În așteptare",
  'manage.pastDue': "Ultima plată a eșuat. Actualizați metoda de plată pentru a vă păstra abonamentul.",
  'manage.updatePayment': "Actualizați metoda de plată",
  'manage.popupOpen': "Actualizați metoda de plată în fereastra care s-a deschis.",
  'manage.changePlan': "Schimbați planul",
  'manage.choosePlan': "Alegeți un plan nou",
  'manage.keepPlan': "Păstrați planul actual",
  'manage.cancel': "Anulați abonamentul",
  'manage.confirmTitle': "Anulați abonamentul?",
  'manage.keepUntil': "Vă păstrați accesul până la {date}.",
  'manage.keep': "Păstrați abonamentul",
  'manage.cancelled': "Abonamentul dumneavoastră a fost anulat.",
  'manage.refused': "Abonamentul dumneavoastră nu a putut fi anulat.",
};
export default ro;
