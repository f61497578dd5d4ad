/** Slovak. */
import type { ManageCatalog } from './en.js';

const sk: ManageCatalog = {
  'manage.title': "Vaše predplatné",
  'manage.status': "Stav",
  'subscription.status.trialing': "Skúšobné obdobie",
  'subscription.status.active': "Aktívne",
  'subscription.status.past_due': "Platba po splatnosti",
  'subscription.status.pending': "Čaká sa",
  'subscription.status.cancelled': "Zrušené",
  'subscription.status.expired': "Vypršané",
  'subscription.status.closed': "Uzavreté",
  'manage.trialEnds': "Koniec skúšobného obdobia",
  'manage.history': "História platieb",
  'manage.amount': "Suma",
  'manage.noPayments': "Zatiaľ žiadne platby.",
  'manage.payment.paid': "Zaplatené",
  'manage.payment.failed': "Neúspešná",
  'manage.payment.pending': "Čaká sa",
  'manage.pastDue': "Vaša posledná platba zlyhala. Aktualizujte spôsob platby, aby ste si zachovali predplatné.",
  'manage.updatePayment': "Aktualizovať spôsob platby",
  'manage.popupOpen': "Aktualizujte spôsob platby v otvorenom okne.",
  'manage.changePlan': "Zmeniť plán",
  'manage.choosePlan': "Vyberte nový plán",
  'manage.keepPlan': "Ponechať aktuálny plán",
  'manage.cancel': "Zrušiť predplatné",
  'manage.confirmTitle': "Zrušiť vaše predplatné?",
  'manage.keepUntil': "Prístup vám zostane do {date}.",
  'manage.keep': "Ponechať predplatné",
  'manage.cancelled': "Vaše predplatné je zrušené.",
  'manage.refused': "Vaše predplatné sa nepodarilo zrušiť.",
};
export default sk;
