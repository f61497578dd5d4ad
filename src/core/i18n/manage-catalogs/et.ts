/** Estonian. */
import type { ManageCatalog } from './en.js';

const et: ManageCatalog = {
  'manage.title': "Teie tellimus",
  'manage.status': "Olek",
  'subscription.status.trialing': "Prooviperioodil",
  'subscription.status.active': "Aktiivne",
  'subscription.status.past_due': "Makse hilinenud",
  'subscription.status.pending': "Ootel",
  'subscription.status.cancelled': "Tühistatud",
  'subscription.status.expired': "Aegunud",
  'subscription.status.closed': "Suletud",
  'manage.trialEnds': "Prooviperiood lõpeb",
  'manage.history': "Maksete ajalugu",
  'manage.amount': "Summa",
  'manage.noPayments': "Makseid veel pole.",
  'manage.payment.paid': "Makstud",
  'manage.payment.failed': "Ebaõnnestus",
  'manage.payment.pending': "Ootel",
  'manage.pastDue': "Teie viimane makse ebaõnnestus. Tellimuse säilitamiseks uuendage makseviisi.",
  'manage.updatePayment': "Uuenda makseviisi",
  'manage.popupOpen': "Uuendage makseviisi avanenud aknas.",
  'manage.changePlan': "Muuda paketti",
  'manage.choosePlan': "Valige uus pakett",
  'manage.keepPlan': "Jäta praegune pakett",
  'manage.cancel': "Tühista tellimus",
  'manage.confirmTitle': "Kas tühistada tellimus?",
  'manage.keepUntil': "Juurdepääs jääb teile kuni {date}.",
  'manage.keep': "Jäta tellimus alles",
  'manage.cancelled': "Teie tellimus on tühistatud.",
  'manage.refused': "Tellimust ei õnnestunud tühistada.",
};
export default et;
