/** Spanish. */
import type { ManageCatalog } from './en.js';

const es: ManageCatalog = {
  'manage.title': "Tu suscripción",
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
  'manage.pastDue': "Tu último pago no se pudo completar. Actualiza tu método de pago para mantener tu suscripción.",
  'manage.updatePayment': "Actualizar método de pago",
  'manage.popupOpen': "Actualiza tu método de pago en la ventana que se abrió.",
  'manage.changePlan': "Cambiar de plan",
  'manage.choosePlan': "Elige un nuevo plan",
  'manage.keepPlan': "Mantener el plan actual",
  'manage.cancel': "Cancelar suscripción",
  'manage.confirmTitle': "¿Cancelar tu suscripción?",
  'manage.keepUntil': "Mantienes el acceso hasta el {date}.",
  'manage.keep': "Mantener suscripción",
  'manage.cancelled': "Tu suscripción está cancelada.",
  'manage.refused': "No se pudo cancelar tu suscripción.",
};
export default es;
