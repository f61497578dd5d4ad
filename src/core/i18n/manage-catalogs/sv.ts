/** Swedish. */
import type { ManageCatalog } from './en.js';

const sv: ManageCatalog = {
  'manage.title': "Din prenumeration",
  'manage.status': "Status",
  'subscription.status.trialing': "Under provperiod",
  'subscription.status.active': "Aktiv",
  'subscription.status.past_due': "Betalning försenad",
  'subscription.status.pending': "Väntande",
  'subscription.status.cancelled': "Uppsagd",
  'subscription.status.expired': "Utgången",
  'subscription.status.closed': "Stängd",
  'manage.trialEnds': "Provperioden slutar",
  'manage.history': "Betalningshistorik",
  'manage.amount': "Belopp",
  'manage.noPayments': "Inga betalningar ännu.",
  'manage.payment.paid': "Betald",
  'manage.payment.failed': "Misslyckad",
  'manage.payment.pending': "Väntande",
  'manage.pastDue': "Din senaste betalning misslyckades. Uppdatera din betalningsmetod för att behålla din prenumeration.",
  'manage.updatePayment': "Uppdatera betalningsmetod",
  'manage.popupOpen': "Uppdatera din betalningsmetod i fönstret som öppnades.",
  'manage.changePlan': "Byt plan",
  'manage.choosePlan': "Välj en ny plan",
  'manage.keepPlan': "Behåll nuvarande plan",
  'manage.cancel': "Säg upp prenumerationen",
  'manage.confirmTitle': "Vill du säga upp din prenumeration?",
  'manage.keepUntil': "Du har kvar åtkomsten till och med {date}.",
  'manage.keep': "Behåll prenumerationen",
  'manage.cancelled': "Din prenumeration är uppsagd.",
  'manage.refused': "Din prenumeration kunde inte sägas upp.",
};
export default sv;
