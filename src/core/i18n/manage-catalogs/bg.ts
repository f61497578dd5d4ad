/** Bulgarian. */
import type { ManageCatalog } from './en.js';

const bg: ManageCatalog = {
  'manage.title': "Вашият абонамент",
  'manage.status': "Статус",
  'subscription.status.trialing': "Пробен период",
  'subscription.status.active': "Активен",
  'subscription.status.past_due': "Просрочено плащане",
  'subscription.status.pending': "Изчакващ",
  'subscription.status.cancelled': "Прекратен",
  'subscription.status.expired': "Изтекъл",
  'subscription.status.closed': "Закрит",
  'manage.trialEnds': "Край на пробния период",
  'manage.history': "История на плащанията",
  'manage.amount': "Сума",
  'manage.noPayments': "Все още няма плащания.",
  'manage.payment.paid': "Платено",
  'manage.payment.failed': "Неуспешно",
  'manage.payment.pending': "Изчакващо",
  'manage.pastDue': "Последното Ви плащане е неуспешно. Актуализирайте метода на плащане, за да запазите абонамента си.",
  'manage.updatePayment': "Актуализиране на метода на плащане",
  'manage.popupOpen': "Актуализирайте метода на плащане в отворения прозорец.",
  'manage.changePlan': "Смяна на плана",
  'manage.choosePlan': "Изберете нов план",
  'manage.keepPlan': "Запазване на текущия план",
  'manage.cancel': "Прекратяване на абонамента",
  'manage.confirmTitle': "Да се прекрати ли абонаментът Ви?",
  'manage.keepUntil': "Запазвате достъпа до {date}.",
  'manage.keep': "Запазване на абонамента",
  'manage.cancelled': "Абонаментът Ви е прекратен.",
  'manage.refused': "Абонаментът Ви не можа да бъде прекратен.",
};
export default bg;
