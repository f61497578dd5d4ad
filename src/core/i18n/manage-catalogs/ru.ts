/** Russian. */
import type { ManageCatalog } from './en.js';

const ru: ManageCatalog = {
  'manage.title': "Ваша подписка",
  'manage.status': "Статус",
  'subscription.status.trialing': "Пробный период",
  'subscription.status.active': "Активна",
  'subscription.status.past_due': "Просрочена оплата",
  'subscription.status.pending': "Ожидает",
  'subscription.status.cancelled': "Отменена",
  'subscription.status.expired': "Истекла",
  'subscription.status.closed': "Закрыта",
  'manage.trialEnds': "Конец пробного периода",
  'manage.history': "История платежей",
  'manage.amount': "Сумма",
  'manage.noPayments': "Платежей пока нет.",
  'manage.payment.paid': "Оплачен",
  'manage.payment.failed': "Не прошёл",
  'manage.payment.pending': "Ожидает",
  'manage.pastDue': "Ваш последний платёж не прошёл. Обновите способ оплаты, чтобы сохранить подписку.",
  'manage.updatePayment': "Обновить способ оплаты",
  'manage.popupOpen': "Обновите способ оплаты в открывшемся окне.",
  'manage.changePlan': "Сменить тариф",
  'manage.choosePlan': "Выберите новый тариф",
  'manage.keepPlan': "Оставить текущий тариф",
  'manage.cancel': "Отменить подписку",
  'manage.confirmTitle': "Отменить подписку?",
  'manage.keepUntil': "Доступ сохранится до {date}.",
  'manage.keep': "Сохранить подписку",
  'manage.cancelled': "Ваша подписка отменена.",
  'manage.refused': "Не удалось отменить подписку.",
};
export default ru;
