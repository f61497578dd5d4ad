/** Latvian. */
import type { ManageCatalog } from './en.js';

const lv: ManageCatalog = {
  'manage.title': "Jūsu abonements",
  'manage.status': "Statuss",
  'subscription.status.trialing': "Izmēģinājuma periodā",
  'subscription.status.active': "Aktīvs",
  'subscription.status.past_due': "Maksājums nokavēts",
  'subscription.status.pending': "Gaida",
  'subscription.status.cancelled': "Atcelts",
  'subscription.status.expired': "Beidzies",
  'subscription.status.closed': "Slēgts",
  'manage.trialEnds': "Izmēģinājums beidzas",
  'manage.history': "Maksājumu vēsture",
  'manage.amount': "Summa",
  'manage.noPayments': "Vēl nav maksājumu.",
  'manage.payment.paid': "Samaksāts",
  'manage.payment.failed': "Neizdevās",
  'manage.payment.pending': "Gaida",
  'manage.pastDue': "Jūsu pēdējais maksājums neizdevās. Atjauniniet maksājuma veidu, lai saglabātu abonementu.",
  'manage.updatePayment': "Atjaunināt maksājuma veidu",
  'manage.popupOpen': "Atjauniniet maksājuma veidu atvērtajā logā.",
  'manage.changePlan': "Mainīt plānu",
  'manage.choosePlan': "Izvēlieties jaunu plānu",
  'manage.keepPlan': "Paturēt pašreizējo plānu",
  'manage.cancel': "Atcelt abonementu",
  'manage.confirmTitle': "Vai atcelt abonementu?",
  'manage.keepUntil': "Piekļuve jums saglabājas līdz {date}.",
  'manage.keep': "Paturēt abonementu",
  'manage.cancelled': "Jūsu abonements ir atcelts.",
  'manage.refused': "Abonementu neizdevās atcelt.",
};
export default lv;
