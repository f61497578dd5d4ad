/** Latin American Spanish: Spanish with the region's words (monto, vencer, ingresar, administrar). */
import { es } from './es.js';
import type { Catalog } from './en.js';

export const es419: Catalog = {
  ...es,
  'language.name': 'Español (Latinoamérica)',
  'methods.none': 'No hay ningún método de pago disponible para este monto.',
  'method.detail.card': 'Ingresará los datos de su tarjeta en la página segura del proveedor de pagos.',
  'result.expired.body': 'Este pago venció. Vuelva a empezar desde la tienda.',
  'result.manage': 'Administrar su suscripción',
  'error.amountLimit': 'Este pago supera el límite actual de la tienda. Inténtelo más tarde o comuníquese con la tienda.',
  'error.sessionNotFound': 'No se encontró este pago. Es posible que haya vencido.',
  'error.setup': 'Este pago no está configurado correctamente. Comuníquese con la tienda.',
};
export default es419;
