/** German. */
import type { ManageCatalog } from './en.js';

const de: ManageCatalog = {
  'manage.title': "Ihr Abonnement",
  'manage.status': "Status",
  'subscription.status.trialing': "In der Testphase",
  'subscription.status.active': "Aktiv",
  'subscription.status.past_due': "Zahlung überfällig",
  'subscription.status.pending': "Ausstehend",
  'subscription.status.cancelled': "Gekündigt",
  'subscription.status.expired': "Abgelaufen",
  'subscription.status.closed': "Geschlossen",
  'manage.trialEnds': "Testphase endet",
  'manage.history': "Zahlungsverlauf",
  'manage.amount': "Betrag",
  'manage.noPayments': "Noch keine Zahlungen.",
  'manage.payment.paid': "Bezahlt",
  'manage.payment.failed': "Fehlgeschlagen",
  'manage.payment.pending': "Ausstehend",
  'manage.pastDue': "Ihre letzte Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Zahlungsmethode, um Ihr Abonnement zu behalten.",
  'manage.updatePayment': "Zahlungsmethode aktualisieren",
  'manage.popupOpen': "Aktualisieren Sie Ihre Zahlungsmethode im geöffneten Fenster.",
  'manage.changePlan': "Tarif wechseln",
  'manage.choosePlan': "Neuen Tarif wählen",
  'manage.keepPlan': "Aktuellen Tarif behalten",
  'manage.cancel': "Abonnement kündigen",
  'manage.confirmTitle': "Abonnement kündigen?",
  'manage.keepUntil': "Sie behalten den Zugang bis zum {date}.",
  'manage.keep': "Abonnement behalten",
  'manage.cancelled': "Ihr Abonnement ist gekündigt.",
  'manage.refused': "Ihr Abonnement konnte nicht gekündigt werden.",
};
export default de;
