/** Vietnamese. */
import type { ManageCatalog } from './en.js';

const vi: ManageCatalog = {
  'manage.title': "Gói đăng ký của bạn",
  'manage.status': "Trạng thái",
  'subscription.status.trialing': "Đang dùng thử",
  'subscription.status.active': "Đang hoạt động",
  'subscription.status.past_due': "Quá hạn thanh toán",
  'subscription.status.pending': "Đang chờ",
  'subscription.status.cancelled': "Đã hủy",
  'subscription.status.expired': "Đã hết hạn",
  'subscription.status.closed': "Đã đóng",
  'manage.trialEnds': "Kết thúc dùng thử",
  'manage.history': "Lịch sử thanh toán",
  'manage.amount': "Số tiền",
  'manage.noPayments': "Chưa có khoản thanh toán nào.",
  'manage.payment.paid': "Đã thanh toán",
  'manage.payment.failed': "Không thành công",
  'manage.payment.pending': "Đang chờ",
  'manage.pastDue': "Khoản thanh toán gần nhất của bạn không thành công. Hãy cập nhật phương thức thanh toán để duy trì gói đăng ký.",
  'manage.updatePayment': "Cập nhật phương thức thanh toán",
  'manage.popupOpen': "Cập nhật phương thức thanh toán trong cửa sổ vừa mở.",
  'manage.changePlan': "Đổi gói",
  'manage.choosePlan': "Chọn gói mới",
  'manage.keepPlan': "Giữ gói hiện tại",
  'manage.cancel': "Hủy gói đăng ký",
  'manage.confirmTitle': "Hủy gói đăng ký của bạn?",
  'manage.keepUntil': "Bạn vẫn có quyền truy cập đến {date}.",
  'manage.keep': "Giữ gói đăng ký",
  'manage.cancelled': "Gói đăng ký của bạn đã bị hủy.",
  'manage.refused': "Không thể hủy gói đăng ký của bạn.",
};
export default vi;
