/** Portuguese (Portugal). */
import type { ManageCatalog } from './en.js';

const ptPT: ManageCatalog = {
  'manage.title': "A sua subscrição",
  'manage.status': "Estado",
  'subscription.status.trialing': "Em período experimental",
  'subscription.status.active': "Ativa",
  'subscription.status.past_due': "Pagamento em atraso",
  'subscription.status.pending': "Pendente",
  'subscription.status.cancelled': "Cancelada",
  'subscription.status.expired': "Expirada",
  'subscription.status.closed': "Encerrada",
  'manage.trialEnds': "Fim do período experimental",
  'manage.history': "Histórico de pagamentos",
  'manage.amount': "Montante",
  'manage.noPayments': "Ainda sem pagamentos.",
  'manage.payment.paid': "Pago",
  'manage.payment.failed': "Falhado",
  'manage.payment.pending': "Pendente",
  'manage.pastDue': "O seu último pagamento falhou. Atualize o seu método de pagamento para manter a sua subscrição.",
  'manage.updatePayment': "Atualizar método de pagamento",
  'manage.popupOpen': "Atualize o seu método de pagamento na janela que foi aberta.",
  'manage.changePlan': "Mudar de plano",
  'manage.choosePlan': "Escolha um novo plano",
  'manage.keepPlan': "Manter o plano atual",
  'manage.cancel': "Cancelar subscrição",
  'manage.confirmTitle': "Cancelar a sua subscrição?",
  'manage.keepUntil': "Mantém o acesso até {date}.",
  'manage.keep': "Manter subscrição",
  'manage.cancelled': "A sua subscrição foi cancelada.",
  'manage.refused': "Não foi possível cancelar a sua subscrição.",
};
export default ptPT;
