/** Spanish (neutral, for Spain and Latin America; formal "usted"). */
import type { CardCatalog } from './en.js';

export const es: CardCatalog = {
  'card.title': 'Datos de la tarjeta',
  'card.number': 'Número de tarjeta',
  'card.expiry': 'Vencimiento (MM/AA)',
  'card.cvc': 'Código de seguridad',
  'card.cvcHint': 'Los 3 dígitos del reverso de su tarjeta, o los 4 del frente en American Express.',
  'card.cvcHelp': '¿Qué es esto?',
  'card.name': 'Nombre en la tarjeta',
  'card.brand': 'Tipo de tarjeta: {brand}',
  'card.secure': 'Los datos de su tarjeta van directamente al proveedor de pagos.',
  'card.error.number.required': 'Introduzca el número de su tarjeta.',
  'card.error.number.incomplete': 'El número de tarjeta está incompleto.',
  'card.error.number.invalid': 'El número de tarjeta no es válido.',
  'card.error.expiry.required': 'Introduzca la fecha de vencimiento.',
  'card.error.expiry.invalid': 'Introduzca la fecha de vencimiento como MM/AA.',
  'card.error.expiry.expired': 'Esta tarjeta está vencida.',
  'card.error.cvc.required': 'Introduzca el código de seguridad.',
  'card.error.cvc.incomplete': 'El código de seguridad está incompleto.',
  'card.error.cvc.invalid': 'El código de seguridad no es válido.',
  'card.error.name.required': 'Introduzca el nombre que figura en su tarjeta.',
};
export default es;
