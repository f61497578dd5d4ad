/** Greek (formal plural). */
import type { CardCatalog } from './en.js';

export const el: CardCatalog = {
  'card.title': 'Στοιχεία κάρτας',
  'card.number': 'Αριθμός κάρτας',
  'card.expiry': 'Ημερομηνία λήξης (ΜΜ/ΕΕ)',
  'card.cvc': 'Κωδικός ασφαλείας',
  'card.cvcHint': 'Τα 3 ψηφία στο πίσω μέρος της κάρτας σας ή τα 4 στο μπροστινό μέρος για American Express.',
  'card.cvcHelp': 'Τι είναι αυτό;',
  'card.name': 'Όνομα στην κάρτα',
  'card.brand': 'Τύπος κάρτας: {brand}',
  'card.secure': 'Τα στοιχεία της κάρτας σας πηγαίνουν απευθείας στον πάροχο πληρωμών.',
  'card.error.number.required': 'Εισαγάγετε τον αριθμό της κάρτας σας.',
  'card.error.number.incomplete': 'Ο αριθμός κάρτας είναι ελλιπής.',
  'card.error.number.invalid': 'Ο αριθμός κάρτας δεν είναι έγκυρος.',
  'card.error.expiry.required': 'Εισαγάγετε την ημερομηνία λήξης.',
  'card.error.expiry.invalid': 'Εισαγάγετε την ημερομηνία λήξης ως ΜΜ/ΕΕ.',
  'card.error.expiry.expired': 'Αυτή η κάρτα έχει λήξει.',
  'card.error.cvc.required': 'Εισαγάγετε τον κωδικό ασφαλείας.',
  'card.error.cvc.incomplete': 'Ο κωδικός ασφαλείας είναι ελλιπής.',
  'card.error.cvc.invalid': 'Ο κωδικός ασφαλείας δεν είναι έγκυρος.',
  'card.error.name.required': 'Εισαγάγετε το όνομα που αναγράφεται στην κάρτα σας.',
};
export default el;
