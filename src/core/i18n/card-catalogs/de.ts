/** German. */
import type { CardCatalog } from './en.js';

export const de: CardCatalog = {
  'card.title': 'Kartendaten',
  'card.number': 'Kartennummer',
  'card.expiry': 'Ablaufdatum (MM/JJ)',
  'card.cvc': 'Sicherheitscode',
  'card.cvcHint': 'Die 3 Ziffern auf der Rückseite Ihrer Karte, bei American Express die 4 auf der Vorderseite.',
  'card.cvcHelp': 'Was ist das?',
  'card.name': 'Name auf der Karte',
  'card.brand': 'Kartentyp: {brand}',
  'card.secure': 'Ihre Kartendaten gehen direkt an den Zahlungsanbieter.',
  'card.error.number.required': 'Geben Sie Ihre Kartennummer ein.',
  'card.error.number.incomplete': 'Die Kartennummer ist unvollständig.',
  'card.error.number.invalid': 'Die Kartennummer ist ungültig.',
  'card.error.expiry.required': 'Geben Sie das Ablaufdatum ein.',
  'card.error.expiry.invalid': 'Geben Sie das Ablaufdatum als MM/JJ ein.',
  'card.error.expiry.expired': 'Diese Karte ist abgelaufen.',
  'card.error.cvc.required': 'Geben Sie den Sicherheitscode ein.',
  'card.error.cvc.incomplete': 'Der Sicherheitscode ist unvollständig.',
  'card.error.cvc.invalid': 'Der Sicherheitscode ist ungültig.',
  'card.error.name.required': 'Geben Sie den Namen auf Ihrer Karte ein.',
};
export default de;
