/** Korean. */
import type { ManageCatalog } from './en.js';

const ko: ManageCatalog = {
  'manage.title': "내 구독",
  'manage.status': "상태",
  'subscription.status.trialing': "체험 중",
  'subscription.status.active': "활성",
  'subscription.status.past_due': "결제 연체",
  'subscription.status.pending': "대기 중",
  'subscription.status.cancelled': "해지됨",
  'subscription.status.expired': "만료됨",
  'subscription.status.closed': "종료됨",
  'manage.trialEnds': "체험 종료일",
  'manage.history': "결제 내역",
  'manage.amount': "금액",
  'manage.noPayments': "아직 결제 내역이 없습니다.",
  'manage.payment.paid': "결제 완료",
  'manage.payment.failed': "실패",
  'manage.payment.pending': "대기 중",
  'manage.pastDue': "최근 결제에 실패했습니다. 구독을 유지하려면 결제 수단을 업데이트하세요.",
  'manage.updatePayment': "결제 수단 업데이트",
  'manage.popupOpen': "열린 창에서 결제 수단을 업데이트하세요.",
  'manage.changePlan': "요금제 변경",
  'manage.choosePlan': "새 요금제 선택",
  'manage.keepPlan': "현재 요금제 유지",
  'manage.cancel': "구독 해지",
  'manage.confirmTitle': "구독을 해지하시겠습니까?",
  'manage.keepUntil': "{date}까지 계속 이용할 수 있습니다.",
  'manage.keep': "구독 유지",
  'manage.cancelled': "구독이 해지되었습니다.",
  'manage.refused': "구독을 해지하지 못했습니다.",
};
export default ko;
