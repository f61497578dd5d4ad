/** Italian. */
import type { ManageCatalog } from './en.js';

const it: ManageCatalog = {
  'manage.title': "Il tuo abbonamento",
  'manage.status': "Stato",
  'subscription.status.trialing': "In prova",
  'subscription.status.active': "Attivo",
  'subscription.status.past_due': "Pagamento scaduto",
  'subscription.status.pending': "In sospeso",
  'subscription.status.cancelled': "Disdetto",
  'subscription.status.expired': "Scaduto",
  'subscription.status.closed': "Chiuso",
  'manage.trialEnds': "Fine della prova",
  'manage.history': "Cronologia dei pagamenti",
  'manage.amount': "Importo",
  'manage.noPayments': "Ancora nessun pagamento.",
  'manage.payment.paid': "Pagato",
  'manage.payment.failed': "Non riuscito",
  'manage.payment.pending': "In sospeso",
  'manage.pastDue': "Il tuo ultimo pagamento non è andato a buon fine. Aggiorna il metodo di pagamento per mantenere il tuo abbonamento.",
  'manage.updatePayment': "Aggiorna il metodo di pagamento",
  'manage.popupOpen': "Aggiorna il metodo di pagamento nella finestra che si è aperta.",
  'manage.changePlan': "Cambia piano",
  'manage.choosePlan': "Scegli un nuovo piano",
  'manage.keepPlan': "Mantieni il piano attuale",
  'manage.cancel': "Disdire l’abbonamento",
  'manage.confirmTitle': "Disdire il tuo abbonamento?",
  'manage.keepUntil': "Mantieni l’accesso fino al {date}.",
  'manage.keep': "Mantieni l’abbonamento",
  'manage.cancelled': "Il tuo abbonamento è stato disdetto.",
  'manage.refused': "Non è stato possibile disdire il tuo abbonamento.",
};
export default it;
