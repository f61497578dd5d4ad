/** Malay. */
import type { ManageCatalog } from './en.js';

const ms: ManageCatalog = {
  'manage.title': "Langganan anda",
  'manage.status': "Status",
  'subscription.status.trialing': "Dalam tempoh percubaan",
  'subscription.status.active': "Aktif",
  'subscription.status.past_due': "Pembayaran tertunggak",
  'subscription.status.pending': "Belum selesai",
  'subscription.status.cancelled': "Dibatalkan",
  'subscription.status.expired': "Tamat tempoh",
  'subscription.status.closed': "Ditutup",
  'manage.trialEnds': "Percubaan tamat",
  'manage.history': "Sejarah pembayaran",
  'manage.amount': "Jumlah",
  'manage.noPayments': "Belum ada pembayaran.",
  'manage.payment.paid': "Dibayar",
  'manage.payment.failed': "Gagal",
  'manage.payment.pending': "Belum selesai",
  'manage.pastDue': "Pembayaran terakhir anda gagal. Kemas kini kaedah pembayaran untuk mengekalkan langganan anda.",
  'manage.updatePayment': "Kemas kini kaedah pembayaran",
  'manage.popupOpen': "Kemas kini kaedah pembayaran anda dalam tetingkap yang dibuka.",
  'manage.changePlan': "Tukar pelan",
  'manage.choosePlan': "Pilih pelan baharu",
  'manage.keepPlan': "Kekalkan pelan semasa",
  'manage.cancel': "Batalkan langganan",
  'manage.confirmTitle': "Batalkan langganan anda?",
  'manage.keepUntil': "Anda masih mempunyai akses sehingga {date}.",
  'manage.keep': "Kekalkan langganan",
  'manage.cancelled': "Langganan anda telah dibatalkan.",
  'manage.refused': "Langganan anda tidak dapat dibatalkan.",
};
export default ms;
