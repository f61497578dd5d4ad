/** Greek. */
import type { ManageCatalog } from './en.js';

const el: ManageCatalog = {
  'manage.title': "Η συνδρομή σας",
  'manage.status': "Κατάσταση",
  'subscription.status.trialing': "Σε δοκιμαστική περίοδο",
  'subscription.status.active': "Ενεργή",
  'subscription.status.past_due': "Καθυστερημένη πληρωμή",
  'subscription.status.pending': "Σε εκκρεμότητα",
  'subscription.status.cancelled': "Ακυρωμένη",
  'subscription.status.expired': "Έληξε",
  'subscription.status.closed': "Κλειστή",
  'manage.trialEnds': "Λήξη δοκιμαστικής περιόδου",
  'manage.history': "Ιστορικό πληρωμών",
  'manage.amount': "Ποσό",
  'manage.noPayments': "Δεν υπάρχουν ακόμη πληρωμές.",
  'manage.payment.paid': "Πληρώθηκε",
  'manage.payment.failed': "Απέτυχε",
  'manage.payment.pending': "Σε εκκρεμότητα",
  'manage.pastDue': "Η τελευταία σας πληρωμή απέτυχε. Ενημερώστε τον τρόπο πληρωμής για να διατηρήσετε τη συνδρομή σας.",
  'manage.updatePayment': "Ενημέρωση τρόπου πληρωμής",
  'manage.popupOpen': "Ενημερώστε τον τρόπο πληρωμής στο παράθυρο που άνοιξε.",
  'manage.changePlan': "Αλλαγή προγράμματος",
  'manage.choosePlan': "Επιλέξτε νέο πρόγραμμα",
  'manage.keepPlan': "Διατήρηση τρέχοντος προγράμματος",
  'manage.cancel': "Ακύρωση συνδρομής",
  'manage.confirmTitle': "Ακύρωση της συνδρομής σας;",
  'manage.keepUntil': "Διατηρείτε την πρόσβαση έως τις {date}.",
  'manage.keep': "Διατήρηση συνδρομής",
  'manage.cancelled': "Η συνδρομή σας ακυρώθηκε.",
  'manage.refused': "Δεν ήταν δυνατή η ακύρωση της συνδρομής σας.",
};
export default el;
