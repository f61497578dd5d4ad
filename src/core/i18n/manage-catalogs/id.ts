/** Indonesian. */
import type { ManageCatalog } from './en.js';

const id: ManageCatalog = {
  'manage.title': "Langganan Anda",
  'manage.status': "Status",
  'subscription.status.trialing': "Masa uji coba",
  'subscription.status.active': "Aktif",
  'subscription.status.past_due': "Pembayaran terlambat",
  'subscription.status.pending': "Tertunda",
  'subscription.status.cancelled': "Dibatalkan",
  'subscription.status.expired': "Kedaluwarsa",
  'subscription.status.closed': "Ditutup",
  'manage.trialEnds': "Uji coba berakhir",
  'manage.history': "Riwayat pembayaran",
  'manage.amount': "Jumlah",
  'manage.noPayments': "Belum ada pembayaran.",
  'manage.payment.paid': "Dibayar",
  'manage.payment.failed': "Gagal",
  'manage.payment.pending': "Tertunda",
  'manage.pastDue': "Pembayaran terakhir Anda gagal. Perbarui metode pembayaran agar langganan Anda tetap berjalan.",
  'manage.updatePayment': "Perbarui metode pembayaran",
  'manage.popupOpen': "Perbarui metode pembayaran di jendela yang terbuka.",
  'manage.changePlan': "Ganti paket",
  'manage.choosePlan': "Pilih paket baru",
  'manage.keepPlan': "Tetap di paket saat ini",
  'manage.cancel': "Batalkan langganan",
  'manage.confirmTitle': "Batalkan langganan Anda?",
  'manage.keepUntil': "Anda tetap memiliki akses hingga {date}.",
  'manage.keep': "Pertahankan langganan",
  'manage.cancelled': "Langganan Anda telah dibatalkan.",
  'manage.refused': "Langganan Anda tidak dapat dibatalkan.",
};
export default id;
