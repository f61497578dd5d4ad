/** Urdu. */
import type { ManageCatalog } from './en.js';

const ur: ManageCatalog = {
  'manage.title': "آپ کی سبسکرپشن",
  'manage.status': "اسٹیٹس",
  'subscription.status.trialing': "ٹرائل جاری ہے",
  'subscription.status.active': "فعال",
  'subscription.status.past_due': "ادائیگی واجب الادا",
  'subscription.status.pending': "زیر التوا",
  'subscription.status.cancelled': "منسوخ",
  'subscription.status.expired': "میعاد ختم",
  'subscription.status.closed': "بند",
  'manage.trialEnds': "ٹرائل کا اختتام",
  'manage.history': "ادائیگیوں کی تاریخ",
  'manage.amount': "رقم",
  'manage.noPayments': "ابھی کوئی ادائیگی نہیں۔",
  'manage.payment.paid': "ادا شدہ",
  'manage.payment.failed': "ناکام",
  'manage.payment.pending': "زیر التوا",
  'manage.pastDue': "آپ کی آخری ادائیگی ناکام ہو گئی۔ اپنی سبسکرپشن برقرار رکھنے کے لیے ادائیگی کا طریقہ اپ ڈیٹ کریں۔",
  'manage.updatePayment': "ادائیگی کا طریقہ اپ ڈیٹ کریں",
  'manage.popupOpen': "کھلنے والی ونڈو میں اپنی ادائیگی کا طریقہ اپ ڈیٹ کریں۔",
  'manage.changePlan': "پلان تبدیل کریں",
  'manage.choosePlan': "نیا پلان منتخب کریں",
  'manage.keepPlan': "موجودہ پلان برقرار رکھیں",
  'manage.cancel': "سبسکرپشن منسوخ کریں",
  'manage.confirmTitle': "اپنی سبسکرپشن منسوخ کریں؟",
  'manage.keepUntil': "{date} تک آپ کی رسائی برقرار رہے گی۔",
  'manage.keep': "سبسکرپشن برقرار رکھیں",
  'manage.cancelled': "آپ کی سبسکرپشن منسوخ ہو گئی ہے۔",
  'manage.refused': "آپ کی سبسکرپشن منسوخ نہیں ہو سکی۔",
};
export default ur;
