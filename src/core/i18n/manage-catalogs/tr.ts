/** Turkish. */
import type { ManageCatalog } from './en.js';

const tr: ManageCatalog = {
  'manage.title': "Aboneliğiniz",
  'manage.status': "Durum",
  'subscription.status.trialing': "Deneme süresinde",
  'subscription.status.active': "Etkin",
  'subscription.status.past_due': "Ödeme gecikmiş",
  'subscription.status.pending': "Beklemede",
  'subscription.status.cancelled': "İptal edildi",
  'subscription.status.expired': "Süresi doldu",
  'subscription.status.closed': "Kapatıldı",
  'manage.trialEnds': "Deneme süresi bitişi",
  'manage.history': "Ödeme geçmişi",
  'manage.amount': "Tutar",
  'manage.noPayments': "Henüz ödeme yok.",
  'manage.payment.paid': "Ödendi",
  'manage.payment.failed': "Başarısız",
  'manage.payment.pending': "Beklemede",
  'manage.pastDue': "Son ödemeniz başarısız oldu. Aboneliğinizi sürdürmek için ödeme yönteminizi güncelleyin.",
  'manage.updatePayment': "Ödeme yöntemini güncelle",
  'manage.popupOpen': "Açılan pencerede ödeme yönteminizi güncelleyin.",
  'manage.changePlan': "Planı değiştir",
  'manage.choosePlan': "Yeni bir plan seçin",
  'manage.keepPlan': "Mevcut planı koru",
  'manage.cancel': "Aboneliği iptal et",
  'manage.confirmTitle': "Aboneliğiniz iptal edilsin mi?",
  'manage.keepUntil': "{date} tarihine kadar erişiminiz devam eder.",
  'manage.keep': "Aboneliği sürdür",
  'manage.cancelled': "Aboneliğiniz iptal edildi.",
  'manage.refused': "Aboneliğiniz iptal edilemedi.",
};
export default tr;
