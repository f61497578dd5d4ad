/** Latin American Spanish: Spanish with the region's words (monto, atrasado). */
import es from './es.js';
import type { ManageCatalog } from './en.js';

const es419: ManageCatalog = {
  ...es,
  'manage.notFound': 'Esta página venció. Ábrala de nuevo desde la tienda.',
  'manage.setup': 'Esta página no está configurada correctamente. Comuníquese con la tienda.',
  'subscription.status.past_due': 'Pago atrasado',
  'manage.amount': 'Monto',
};
export default es419;
