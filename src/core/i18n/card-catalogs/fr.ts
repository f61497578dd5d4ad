/** French (formal "vous"). */
import type { CardCatalog } from './en.js';

export const fr: CardCatalog = {
  'card.title': 'Informations de carte',
  'card.number': 'Numéro de carte',
  'card.expiry': 'Date d’expiration (MM/AA)',
  'card.cvc': 'Code de sécurité',
  'card.cvcHint': 'Les 3 chiffres au dos de votre carte, ou les 4 au recto pour American Express.',
  'card.cvcHelp': 'Qu’est-ce que c’est ?',
  'card.name': 'Nom sur la carte',
  'card.brand': 'Type de carte : {brand}',
  'card.secure': 'Vos données de carte sont transmises directement au prestataire de paiement.',
  'card.error.number.required': 'Saisissez votre numéro de carte.',
  'card.error.number.incomplete': 'Le numéro de carte est incomplet.',
  'card.error.number.invalid': 'Le numéro de carte n’est pas valide.',
  'card.error.expiry.required': 'Saisissez la date d’expiration.',
  'card.error.expiry.invalid': 'Saisissez la date d’expiration au format MM/AA.',
  'card.error.expiry.expired': 'Cette carte a expiré.',
  'card.error.cvc.required': 'Saisissez le code de sécurité.',
  'card.error.cvc.incomplete': 'Le code de sécurité est incomplet.',
  'card.error.cvc.invalid': 'Le code de sécurité n’est pas valide.',
  'card.error.name.required': 'Saisissez le nom figurant sur votre carte.',
};
export default fr;
