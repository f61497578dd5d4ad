/** Slovenian. */
import type { ManageCatalog } from './en.js';

const sl: ManageCatalog = {
  'manage.title': "Vaša naročnina",
  'manage.status': "Stanje",
  'subscription.status.trialing': "V preizkusnem obdobju",
  'subscription.status.active': "Aktivna",
  'subscription.status.past_due': "Zapadlo plačilo",
  'subscription.status.pending': "V teku",
  'subscription.status.cancelled': "Preklicana",
  'subscription.status.expired': "Potekla",
  'subscription.status.closed': "Zaprta",
  'manage.trialEnds': "Konec preizkusnega obdobja",
  'manage.history': "Zgodovina plačil",
  'manage.amount': "Znesek",
  'manage.noPayments': "Plačil še ni.",
  'manage.payment.paid': "Plačano",
  'manage.payment.failed': "Neuspešno",
  'manage.payment.pending': "V teku",
  'manage.pastDue': "Vaše zadnje plačilo ni uspelo. Posodobite način plačila, da ohranite naročnino.",
  'manage.updatePayment': "Posodobi način plačila",
  'manage.popupOpen': "Posodobite način plačila v odprtem oknu.",
  'manage.changePlan': "Zamenjaj paket",
  'manage.choosePlan': "Izberite nov paket",
  'manage.keepPlan': "Obdrži trenutni paket",
  'manage.cancel': "Prekliči naročnino",
  'manage.confirmTitle': "Želite preklicati naročnino?",
  'manage.keepUntil': "Dostop ohranite do {date}.",
  'manage.keep': "Obdrži naročnino",
  'manage.cancelled': "Vaša naročnina je preklicana.",
  'manage.refused': "Naročnine ni bilo mogoče preklicati.",
};
export default sl;
