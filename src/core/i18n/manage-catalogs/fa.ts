/** Persian. */
import type { ManageCatalog } from './en.js';

const fa: ManageCatalog = {
  'manage.title': "اشتراک شما",
  'manage.status': "وضعیت",
  'subscription.status.trialing': "در دورهٔ آزمایشی",
  'subscription.status.active': "فعال",
  'subscription.status.past_due': "پرداخت معوق",
  'subscription.status.pending': "در انتظار",
  'subscription.status.cancelled': "لغوشده",
  'subscription.status.expired': "منقضی‌شده",
  'subscription.status.closed': "بسته‌شده",
  'manage.trialEnds': "پایان دورهٔ آزمایشی",
  'manage.history': "سابقهٔ پرداخت‌ها",
  'manage.amount': "مبلغ",
  'manage.noPayments': "هنوز پرداختی انجام نشده است.",
  'manage.payment.paid': "پرداخت‌شده",
  'manage.payment.failed': "ناموفق",
  'manage.payment.pending': "در انتظار",
  'manage.pastDue': "آخرین پرداخت شما ناموفق بود. برای حفظ اشتراک خود، روش پرداخت را به‌روز کنید.",
  'manage.updatePayment': "به‌روزرسانی روش پرداخت",
  'manage.popupOpen': "روش پرداخت خود را در پنجرهٔ بازشده به‌روز کنید.",
  'manage.changePlan': "تغییر طرح",
  'manage.choosePlan': "یک طرح جدید انتخاب کنید",
  'manage.keepPlan': "حفظ طرح فعلی",
  'manage.cancel': "لغو اشتراک",
  'manage.confirmTitle': "اشتراک خود را لغو می‌کنید؟",
  'manage.keepUntil': "تا {date} دسترسی شما حفظ می‌شود.",
  'manage.keep': "حفظ اشتراک",
  'manage.cancelled': "اشتراک شما لغو شد.",
  'manage.refused': "لغو اشتراک شما ممکن نشد.",
};
export default fa;
