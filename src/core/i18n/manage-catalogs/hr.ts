/** Croatian. */
import type { ManageCatalog } from './en.js';

const hr: ManageCatalog = {
  'manage.title': "Vaša pretplata",
  'manage.status': "Stanje",
  'subscription.status.trialing': "Probno razdoblje",
  'subscription.status.active': "Aktivna",
  'subscription.status.past_due': "Plaćanje kasni",
  'subscription.status.pending': "Na čekanju",
  'subscription.status.cancelled': "Otkazana",
  'subscription.status.expired': "Istekla",
  'subscription.status.closed': "Zatvorena",
  'manage.trialEnds': "Kraj probnog razdoblja",
  'manage.history': "Povijest plaćanja",
  'manage.amount': "Iznos",
  'manage.noPayments': "Još nema plaćanja.",
  'manage.payment.paid': "Plaćeno",
  'manage.payment.failed': "Neuspjelo",
  'manage.payment.pending': "Na čekanju",
  'manage.pastDue': "Vaše posljednje plaćanje nije uspjelo. Ažurirajte način plaćanja kako biste zadržali pretplatu.",
  'manage.updatePayment': "Ažuriraj način plaćanja",
  'manage.popupOpen': "Ažurirajte način plaćanja u prozoru koji se otvorio.",
  'manage.changePlan': "Promijeni paket",
  'manage.choosePlan': "Odaberite novi paket",
  'manage.keepPlan': "Zadrži trenutačni paket",
  'manage.cancel': "Otkaži pretplatu",
  'manage.confirmTitle': "Otkazati pretplatu?",
  'manage.keepUntil': "Pristup zadržavate do {date}.",
  'manage.keep': "Zadrži pretplatu",
  'manage.cancelled': "Vaša je pretplata otkazana.",
  'manage.refused': "Pretplatu nije bilo moguće otkazati.",
};
export default hr;
