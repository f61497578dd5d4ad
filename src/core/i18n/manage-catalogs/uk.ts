/** Ukrainian. */
import type { ManageCatalog } from './en.js';

const uk: ManageCatalog = {
  'manage.title': "Ваша підписка",
  'manage.status': "Статус",
  'subscription.status.trialing': "Пробний період",
  'subscription.status.active': "Активна",
  'subscription.status.past_due': "Прострочена оплата",
  'subscription.status.pending': "Очікує",
  'subscription.status.cancelled': "Скасована",
  'subscription.status.expired': "Закінчилася",
  'subscription.status.closed': "Закрита",
  'manage.trialEnds': "Кінець пробного періоду",
  'manage.history': "Історія платежів",
  'manage.amount': "Сума",
  'manage.noPayments': "Платежів ще немає.",
  'manage.payment.paid': "Оплачено",
  'manage.payment.failed': "Не вдалося",
  'manage.payment.pending': "Очікує",
  'manage.pastDue': "Ваш останній платіж не пройшов. Оновіть спосіб оплати, щоб зберегти підписку.",
  'manage.updatePayment': "Оновити спосіб оплати",
  'manage.popupOpen': "Оновіть спосіб оплати у вікні, що відкрилося.",
  'manage.changePlan': "Змінити тариф",
  'manage.choosePlan': "Оберіть новий тариф",
  'manage.keepPlan': "Залишити поточний тариф",
  'manage.cancel': "Скасувати підписку",
  'manage.confirmTitle': "Скасувати підписку?",
  'manage.keepUntil': "Доступ збережеться до {date}.",
  'manage.keep': "Зберегти підписку",
  'manage.cancelled': "Вашу підписку скасовано.",
  'manage.refused': "Не вдалося скасувати підписку.",
};
export default uk;
