/** Hindi. */
import type { ManageCatalog } from './en.js';

const hi: ManageCatalog = {
  'manage.title': "आपकी सदस्यता",
  'manage.status': "स्थिति",
  'subscription.status.trialing': "परीक्षण अवधि में",
  'subscription.status.active': "सक्रिय",
  'subscription.status.past_due': "भुगतान बकाया",
  'subscription.status.pending': "लंबित",
  'subscription.status.cancelled': "रद्द",
  'subscription.status.expired': "समाप्त",
  'subscription.status.closed': "बंद",
  'manage.trialEnds': "परीक्षण अवधि की समाप्ति",
  'manage.history': "भुगतान इतिहास",
  'manage.amount': "राशि",
  'manage.noPayments': "अभी तक कोई भुगतान नहीं।",
  'manage.payment.paid': "भुगतान हो गया",
  'manage.payment.failed': "विफल",
  'manage.payment.pending': "लंबित",
  'manage.pastDue': "आपका पिछला भुगतान विफल रहा। अपनी सदस्यता बनाए रखने के लिए अपनी भुगतान विधि अपडेट करें।",
  'manage.updatePayment': "भुगतान विधि अपडेट करें",
  'manage.popupOpen': "खुली हुई विंडो में अपनी भुगतान विधि अपडेट करें।",
  'manage.changePlan': "प्लान बदलें",
  'manage.choosePlan': "नया प्लान चुनें",
  'manage.keepPlan': "मौजूदा प्लान रखें",
  'manage.cancel': "सदस्यता रद्द करें",
  'manage.confirmTitle': "अपनी सदस्यता रद्द करें?",
  'manage.keepUntil': "आपकी पहुँच {date} तक बनी रहेगी।",
  'manage.keep': "सदस्यता बनाए रखें",
  'manage.cancelled': "आपकी सदस्यता रद्द कर दी गई है।",
  'manage.refused': "आपकी सदस्यता रद्द नहीं की जा सकी।",
};
export default hi;
