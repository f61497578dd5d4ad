/** Latin American Spanish: Spanish with the region's verb for entering data (ingresar). */
import { es } from './es.js';
import type { CardCatalog } from './en.js';

export const es419: CardCatalog = {
  ...es,
  'card.error.number.required': 'Ingrese el número de su tarjeta.',
  'card.error.expiry.required': 'Ingrese la fecha de vencimiento.',
  'card.error.expiry.invalid': 'Ingrese la fecha de vencimiento como MM/AA.',
  'card.error.cvc.required': 'Ingrese el código de seguridad.',
  'card.error.name.required': 'Ingrese el nombre que figura en su tarjeta.',
};
export default es419;
