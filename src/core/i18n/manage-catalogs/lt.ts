/** Lithuanian. */
import type { ManageCatalog } from './en.js';

const lt: ManageCatalog = {
  'manage.title': "Jūsų prenumerata",
  'manage.status': "Būsena",
  'subscription.status.trialing': "Bandomasis laikotarpis",
  'subscription.status.active': "Aktyvi",
  'subscription.status.past_due': "Vėluojamas mokėjimas",
  'subscription.status.pending': "Laukiama",
  'subscription.status.cancelled': "Atšaukta",
  'subscription.status.expired': "Pasibaigusi",
  'subscription.status.closed': "Uždaryta",
  'manage.trialEnds': "Bandomojo laikotarpio pabaiga",
  'manage.history': "Mokėjimų istorija",
  'manage.amount': "Suma",
  'manage.noPayments': "Mokėjimų dar nėra.",
  'manage.payment.paid': "Apmokėta",
  'manage.payment.failed': "Nepavyko",
  'manage.payment.pending': "Laukiama",
  'manage.pastDue': "Paskutinis jūsų mokėjimas nepavyko. Atnaujinkite mokėjimo būdą, kad išsaugotumėte prenumeratą.",
  'manage.updatePayment': "Atnaujinti mokėjimo būdą",
  'manage.popupOpen': "Atnaujinkite mokėjimo būdą atsidariusiame lange.",
  'manage.changePlan': "Keisti planą",
  'manage.choosePlan': "Pasirinkite naują planą",
  'manage.keepPlan': "Palikti dabartinį planą",
  'manage.cancel': "Atšaukti prenumeratą",
  'manage.confirmTitle': "Atšaukti jūsų prenumeratą?",
  'manage.keepUntil': "Prieiga išlieka iki {date}.",
  'manage.keep': "Palikti prenumeratą",
  'manage.cancelled': "Jūsų prenumerata atšaukta.",
  'manage.refused': "Nepavyko atšaukti jūsų prenumeratos.",
};
export default lt;
