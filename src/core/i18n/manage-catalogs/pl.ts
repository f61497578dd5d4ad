/** Polish. */
import type { ManageCatalog } from './en.js';

const pl: ManageCatalog = {
  'manage.title': "Twoja subskrypcja",
  'manage.status': "Stan",
  'subscription.status.trialing': "Okres próbny",
  'subscription.status.active': "Aktywna",
  'subscription.status.past_due': "Zaległa płatność",
  'subscription.status.pending': "Oczekująca",
  'subscription.status.cancelled': "Anulowana",
  'subscription.status.expired': "Wygasła",
  'subscription.status.closed': "Zamknięta",
  'manage.trialEnds': "Koniec okresu próbnego",
  'manage.history': "Historia płatności",
  'manage.amount': "Kwota",
  'manage.noPayments': "Brak płatności.",
  'manage.payment.paid': "Zapłacona",
  'manage.payment.failed': "Nieudana",
  'manage.payment.pending': "Oczekująca",
  'manage.pastDue': "Twoja ostatnia płatność nie powiodła się. Zaktualizuj metodę płatności, aby zachować subskrypcję.",
  'manage.updatePayment': "Zaktualizuj metodę płatności",
  'manage.popupOpen': "Zaktualizuj metodę płatności w otwartym oknie.",
  'manage.changePlan': "Zmień plan",
  'manage.choosePlan': "Wybierz nowy plan",
  'manage.keepPlan': "Zachowaj obecny plan",
  'manage.cancel': "Anuluj subskrypcję",
  'manage.confirmTitle': "Anulować subskrypcję?",
  'manage.keepUntil': "Zachowujesz dostęp do {date}.",
  'manage.keep': "Zachowaj subskrypcję",
  'manage.cancelled': "Twoja subskrypcja została anulowana.",
  'manage.refused': "Nie udało się anulować subskrypcji.",
};
export default pl;
