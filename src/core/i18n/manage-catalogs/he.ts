/** Hebrew. */
import type { ManageCatalog } from './en.js';

const he: ManageCatalog = {
  'manage.title': "המינוי שלך",
  'manage.status': "סטטוס",
  'subscription.status.trialing': "בתקופת ניסיון",
  'subscription.status.active': "פעיל",
  'subscription.status.past_due': "תשלום באיחור",
  'subscription.status.pending': "ממתין",
  'subscription.status.cancelled': "בוטל",
  'subscription.status.expired': "פג תוקף",
  'subscription.status.closed': "סגור",
  'manage.trialEnds': "סיום תקופת הניסיון",
  'manage.history': "היסטוריית תשלומים",
  'manage.amount': "סכום",
  'manage.noPayments': "עדיין אין תשלומים.",
  'manage.payment.paid': "שולם",
  'manage.payment.failed': "נכשל",
  'manage.payment.pending': "ממתין",
  'manage.pastDue': "התשלום האחרון שלך נכשל. יש לעדכן את אמצעי התשלום כדי לשמור על המינוי.",
  'manage.updatePayment': "עדכון אמצעי התשלום",
  'manage.popupOpen': "יש לעדכן את אמצעי התשלום בחלון שנפתח.",
  'manage.changePlan': "החלפת תוכנית",
  'manage.choosePlan': "בחירת תוכנית חדשה",
  'manage.keepPlan': "השארת התוכנית הנוכחית",
  'manage.cancel': "ביטול המינוי",
  'manage.confirmTitle': "לאשר את ביטול המינוי?",
  'manage.keepUntil': "הגישה שלך נשמרת עד {date}.",
  'manage.keep': "השארת המינוי",
  'manage.cancelled': "המינוי שלך בוטל.",
  'manage.refused': "ביטול המינוי נכשל.",
};
export default he;
