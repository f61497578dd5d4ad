/** Romanian. */
import type { ManageCatalog } from './en.js';

const ro: ManageCatalog = {
  'manage.title': "Abonamentul tău",
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
  'manage.pastDue': "Ultima ta plată a eșuat. Actualizează metoda de plată pentru a-ți păstra abonamentul.",
  'manage.updatePayment': "Actualizează metoda de plată",
  'manage.popupOpen': "Actualizează metoda de plată în fereastra care s-a deschis.",
  'manage.changePlan': "Schimbă planul",
  'manage.choosePlan': "Alege un plan nou",
  'manage.keepPlan': "Păstrează planul actual",
  'manage.cancel': "Anulează abonamentul",
  'manage.confirmTitle': "Anulezi abonamentul?",
  'manage.keepUntil': "Păstrezi accesul până la {date}.",
  'manage.keep': "Păstrează abonamentul",
  'manage.cancelled': "Abonamentul tău a fost anulat.",
  'manage.refused': "Abonamentul tău nu a putut fi anulat.",
};
export default ro;
