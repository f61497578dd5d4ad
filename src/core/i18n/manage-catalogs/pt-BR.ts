/** Portuguese (Brazil). */
import type { ManageCatalog } from './en.js';

const ptBR: ManageCatalog = {
  'manage.title': "Sua assinatura",
  'manage.status': "Situação",
  'subscription.status.trialing': "Em período de teste",
  'subscription.status.active': "Ativa",
  'subscription.status.past_due': "Pagamento em atraso",
  'subscription.status.pending': "Pendente",
  'subscription.status.cancelled': "Cancelada",
  'subscription.status.expired': "Expirada",
  'subscription.status.closed': "Encerrada",
  'manage.trialEnds': "Fim do período de teste",
  'manage.history': "Histórico de pagamentos",
  'manage.amount': "Valor",
  'manage.noPayments': "Nenhum pagamento ainda.",
  'manage.payment.paid': "Pago",
  'manage.payment.failed': "Falhou",
  'manage.payment.pending': "Pendente",
  'manage.pastDue': "Seu último pagamento falhou. Atualize sua forma de pagamento para manter sua assinatura.",
  'manage.updatePayment': "Atualizar forma de pagamento",
  'manage.popupOpen': "Atualize sua forma de pagamento na janela que foi aberta.",
  'manage.changePlan': "Mudar de plano",
  'manage.choosePlan': "Escolha um novo plano",
  'manage.keepPlan': "Manter o plano atual",
  'manage.cancel': "Cancelar assinatura",
  'manage.confirmTitle': "Cancelar sua assinatura?",
  'manage.keepUntil': "Você mantém o acesso até {date}.",
  'manage.keep': "Manter assinatura",
  'manage.cancelled': "Sua assinatura foi cancelada.",
  'manage.refused': "Não foi possível cancelar sua assinatura.",
};
export default ptBR;
