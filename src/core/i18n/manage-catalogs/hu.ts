/** Hungarian. */
import type { ManageCatalog } from './en.js';

const hu: ManageCatalog = {
  'manage.title': "Az Ön előfizetése",
  'manage.status': "Állapot",
  'subscription.status.trialing': "Próbaidőszakban",
  'subscription.status.active': "Aktív",
  'subscription.status.past_due': "Fizetés késésben",
  'subscription.status.pending': "Függőben",
  'subscription.status.cancelled': "Lemondva",
  'subscription.status.expired': "Lejárt",
  'subscription.status.closed': "Lezárva",
  'manage.trialEnds': "Próbaidőszak vége",
  'manage.history': "Fizetési előzmények",
  'manage.amount': "Összeg",
  'manage.noPayments': "Még nincs fizetés.",
  'manage.payment.paid': "Kifizetve",
  'manage.payment.failed': "Sikertelen",
  'manage.payment.pending': "Függőben",
  'manage.pastDue': "A legutóbbi fizetés sikertelen volt. Frissítse a fizetési módot, hogy megtartsa az előfizetését.",
  'manage.updatePayment': "Fizetési mód frissítése",
  'manage.popupOpen': "Frissítse a fizetési módot a megnyílt ablakban.",
  'manage.changePlan': "Csomag módosítása",
  'manage.choosePlan': "Válasszon új csomagot",
  'manage.keepPlan': "Jelenlegi csomag megtartása",
  'manage.cancel': "Előfizetés lemondása",
  'manage.confirmTitle': "Lemondja az előfizetését?",
  'manage.keepUntil': "A hozzáférése megmarad eddig: {date}.",
  'manage.keep': "Előfizetés megtartása",
  'manage.cancelled': "Előfizetését lemondtuk.",
  'manage.refused': "Az előfizetést nem sikerült lemondani.",
};
export default hu;
