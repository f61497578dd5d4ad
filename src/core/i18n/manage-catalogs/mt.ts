/** Maltese. */
import type { ManageCatalog } from './en.js';

const mt: ManageCatalog = {
  'manage.title': "L-abbonament tiegħek",
  'manage.status': "Stat",
  'subscription.status.trialing': "Fil-perjodu ta’ prova",
  'subscription.status.active': "Attiv",
  'subscription.status.past_due': "Ħlas skadut",
  'subscription.status.pending': "Pendenti",
  'subscription.status.cancelled': "Ikkanċellat",
  'subscription.status.expired': "Skadut",
  'subscription.status.closed': "Magħluq",
  'manage.trialEnds': "Tmiem il-prova",
  'manage.history': "Storja tal-ħlasijiet",
  'manage.amount': "Ammont",
  'manage.noPayments': "Għad m’hemm l-ebda ħlas.",
  'manage.payment.paid': "Imħallas",
  'manage.payment.failed': "Falla",
  'manage.payment.pending': "Pendenti",
  'manage.pastDue': "L-aħħar ħlas tiegħek falla. Aġġorna l-metodu tal-ħlas biex iżżomm l-abbonament tiegħek.",
  'manage.updatePayment': "Aġġorna l-metodu tal-ħlas",
  'manage.popupOpen': "Aġġorna l-metodu tal-ħlas fit-tieqa li nfetħet.",
  'manage.changePlan': "Ibdel il-pjan",
  'manage.choosePlan': "Agħżel pjan ġdid",
  'manage.keepPlan': "Żomm il-pjan attwali",
  'manage.cancel': "Ikkanċella l-abbonament",
  'manage.confirmTitle': "Tikkanċella l-abbonament tiegħek?",
  'manage.keepUntil': "Iżżomm l-aċċess sa {date}.",
  'manage.keep': "Żomm l-abbonament",
  'manage.cancelled': "L-abbonament tiegħek ġie kkanċellat.",
  'manage.refused': "L-abbonament tiegħek ma setax jiġi kkanċellat.",
};
export default mt;
