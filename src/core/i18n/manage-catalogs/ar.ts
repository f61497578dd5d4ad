/** Arabic. */
import type { ManageCatalog } from './en.js';

const ar: ManageCatalog = {
  'manage.title': "اشتراكك",
  'manage.status': "الحالة",
  'subscription.status.trialing': "في الفترة التجريبية",
  'subscription.status.active': "نشط",
  'subscription.status.past_due': "الدفع متأخر",
  'subscription.status.pending': "قيد الانتظار",
  'subscription.status.cancelled': "ملغى",
  'subscription.status.expired': "منتهي الصلاحية",
  'subscription.status.closed': "مغلق",
  'manage.trialEnds': "نهاية الفترة التجريبية",
  'manage.history': "سجل الدفعات",
  'manage.amount': "المبلغ",
  'manage.noPayments': "لا توجد دفعات بعد.",
  'manage.payment.paid': "مدفوع",
  'manage.payment.failed': "فشل",
  'manage.payment.pending': "قيد الانتظار",
  'manage.pastDue': "فشلت آخر دفعة لك. حدّث طريقة الدفع للاحتفاظ باشتراكك.",
  'manage.updatePayment': "تحديث طريقة الدفع",
  'manage.popupOpen': "حدّث طريقة الدفع في النافذة التي فُتحت.",
  'manage.changePlan': "تغيير الخطة",
  'manage.choosePlan': "اختر خطة جديدة",
  'manage.keepPlan': "الإبقاء على الخطة الحالية",
  'manage.cancel': "إلغاء الاشتراك",
  'manage.confirmTitle': "هل تريد إلغاء اشتراكك؟",
  'manage.keepUntil': "يظل بإمكانك الوصول حتى {date}.",
  'manage.keep': "الإبقاء على الاشتراك",
  'manage.cancelled': "تم إلغاء اشتراكك.",
  'manage.refused': "تعذّر إلغاء اشتراكك.",
};
export default ar;
