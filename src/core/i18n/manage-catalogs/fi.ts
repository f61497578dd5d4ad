/** Finnish. */
import type { ManageCatalog } from './en.js';

const fi: ManageCatalog = {
  'manage.title': "Tilauksesi",
  'manage.status': "Tila",
  'subscription.status.trialing': "Kokeilujaksolla",
  'subscription.status.active': "Voimassa",
  'subscription.status.past_due': "Maksu myöhässä",
  'subscription.status.pending': "Odottaa",
  'subscription.status.cancelled': "Peruttu",
  'subscription.status.expired': "Vanhentunut",
  'subscription.status.closed': "Suljettu",
  'manage.trialEnds': "Kokeilujakso päättyy",
  'manage.history': "Maksuhistoria",
  'manage.amount': "Summa",
  'manage.noPayments': "Ei vielä maksuja.",
  'manage.payment.paid': "Maksettu",
  'manage.payment.failed': "Epäonnistui",
  'manage.payment.pending': "Odottaa",
  'manage.pastDue': "Viimeisin maksusi epäonnistui. Päivitä maksutapasi, jotta tilauksesi pysyy voimassa.",
  'manage.updatePayment': "Päivitä maksutapa",
  'manage.popupOpen': "Päivitä maksutapasi avautuneessa ikkunassa.",
  'manage.changePlan': "Vaihda pakettia",
  'manage.choosePlan': "Valitse uusi paketti",
  'manage.keepPlan': "Pidä nykyinen paketti",
  'manage.cancel': "Peru tilaus",
  'manage.confirmTitle': "Perutaanko tilauksesi?",
  'manage.keepUntil': "Käyttöoikeutesi säilyy {date} asti.",
  'manage.keep': "Pidä tilaus",
  'manage.cancelled': "Tilauksesi on peruttu.",
  'manage.refused': "Tilauksen peruminen epäonnistui.",
};
export default fi;
