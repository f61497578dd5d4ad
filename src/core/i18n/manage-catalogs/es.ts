/** Spanish. */
import type { ManageCatalog } from './en.js';

const es: ManageCatalog = {
  'manage.title': "Su suscripción",
  'manage.status': "Estado",
  'subscription.status.trialing': "En período de prueba",
  'subscription.status.active': "Activa",
  'subscription.status.past_due': "Pago vencido",
  'subscription.status.pending': "Pendiente",
  'subscription.status.cancelled': "Cancelada",
  'subscription.status.expired': "Vencida",
  'subscription.status.closed': "Cerrada",
  'manage.trialEnds': "Fin del período de prueba",
  'manage.history': "Historial de pagos",
  'manage.amount': "Importe",
  'manage.noPayments': "Aún no hay pagos.",
  'manage.payment.paid': "Pagado",
  'manage.payment.failed': "Fallido",
  'manage.payment.pending': "Pendiente",
  'manage.pastDue': "Su último pago no se pudo completar. Actualice su método de pago para mantener su suscripción.",
  'manage.updatePayment': "Actualizar método de pago",
  'manage.popupOpen': "Actualice su método de pago en la ventana que se abrió.",
  'manage.changePlan': "Cambiar de plan",
  'manage.choosePlan': "Elija un nuevo plan",
  'manage.keepPlan': "Mantener el plan actual",
  'manage.cancel': "Cancelar suscripción",
  'manage.confirmTitle': "¿Cancelar su suscripción?",
  'manage.keepUntil': "Mantiene el acceso hasta el {date}.",
  'manage.keep': "Mantener suscripción",
  'manage.cancelled': "Su suscripción está cancelada.",
  'manage.refused': "No se pudo cancelar su suscripción.",
};
export default es;
