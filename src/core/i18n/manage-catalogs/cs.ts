/** Czech. */
import type { ManageCatalog } from './en.js';

const cs: ManageCatalog = {
  'manage.title': "Vaše předplatné",
  'manage.status': "Stav",
  'subscription.status.trialing': "Zkušební období",
  'subscription.status.active': "Aktivní",
  'subscription.status.past_due': "Platba po splatnosti",
  'subscription.status.pending': "Čeká se",
  'subscription.status.cancelled': "Zrušeno",
  'subscription.status.expired': "Vypršelo",
  'subscription.status.closed': "Uzavřeno",
  'manage.trialEnds': "Konec zkušebního období",
  'manage.history': "Historie plateb",
  'manage.amount': "Částka",
  'manage.noPayments': "Zatím žádné platby.",
  'manage.payment.paid': "Zaplaceno",
  'manage.payment.failed': "Neúspěšná",
  'manage.payment.pending': "Čeká se",
  'manage.pastDue': "Vaše poslední platba se nezdařila. Aktualizujte platební metodu, abyste si předplatné zachovali.",
  'manage.updatePayment': "Aktualizovat platební metodu",
  'manage.popupOpen': "Aktualizujte platební metodu v otevřeném okně.",
  'manage.changePlan': "Změnit tarif",
  'manage.choosePlan': "Vyberte nový tarif",
  'manage.keepPlan': "Ponechat současný tarif",
  'manage.cancel': "Zrušit předplatné",
  'manage.confirmTitle': "Zrušit vaše předplatné?",
  'manage.keepUntil': "Přístup vám zůstane do {date}.",
  'manage.keep': "Ponechat předplatné",
  'manage.cancelled': "Vaše předplatné je zrušeno.",
  'manage.refused': "Vaše předplatné se nepodařilo zrušit.",
};
export default cs;
