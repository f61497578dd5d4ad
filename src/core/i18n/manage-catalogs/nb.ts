/** Norwegian Bokmål. */
import type { ManageCatalog } from './en.js';

const nb: ManageCatalog = {
  'manage.title': "Abonnementet ditt",
  'manage.status': "Status",
  'subscription.status.trialing': "I prøveperiode",
  'subscription.status.active': "Aktivt",
  'subscription.status.past_due': "Betaling forfalt",
  'subscription.status.pending': "Venter",
  'subscription.status.cancelled': "Sagt opp",
  'subscription.status.expired': "Utløpt",
  'subscription.status.closed': "Avsluttet",
  'manage.trialEnds': "Prøveperioden slutter",
  'manage.history': "Betalingshistorikk",
  'manage.amount': "Beløp",
  'manage.noPayments': "Ingen betalinger ennå.",
  'manage.payment.paid': "Betalt",
  'manage.payment.failed': "Mislyktes",
  'manage.payment.pending': "Venter",
  'manage.pastDue': "Den siste betalingen din mislyktes. Oppdater betalingsmåten for å beholde abonnementet.",
  'manage.updatePayment': "Oppdater betalingsmåte",
  'manage.popupOpen': "Oppdater betalingsmåten i vinduet som åpnet seg.",
  'manage.changePlan': "Bytt plan",
  'manage.choosePlan': "Velg en ny plan",
  'manage.keepPlan': "Behold nåværende plan",
  'manage.cancel': "Si opp abonnementet",
  'manage.confirmTitle': "Vil du si opp abonnementet?",
  'manage.keepUntil': "Du har tilgang til {date}.",
  'manage.keep': "Behold abonnementet",
  'manage.cancelled': "Abonnementet ditt er sagt opp.",
  'manage.refused': "Vi kunne ikke si opp abonnementet ditt.",
};
export default nb;
