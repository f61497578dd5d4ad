/** Japanese. */
import type { ManageCatalog } from './en.js';

const ja: ManageCatalog = {
  'manage.title': "ご利用中の定期購入",
  'manage.status': "ステータス",
  'subscription.status.trialing': "お試し期間中",
  'subscription.status.active': "有効",
  'subscription.status.past_due': "お支払い遅延",
  'subscription.status.pending': "保留中",
  'subscription.status.cancelled': "解約済み",
  'subscription.status.expired': "期限切れ",
  'subscription.status.closed': "終了",
  'manage.trialEnds': "お試し期間の終了日",
  'manage.history': "お支払い履歴",
  'manage.amount': "金額",
  'manage.noPayments': "お支払いはまだありません。",
  'manage.payment.paid': "支払い済み",
  'manage.payment.failed': "失敗",
  'manage.payment.pending': "保留中",
  'manage.pastDue': "最新のお支払いが完了しませんでした。定期購入を継続するには、お支払い方法を更新してください。",
  'manage.updatePayment': "お支払い方法を更新",
  'manage.popupOpen': "開いたウィンドウでお支払い方法を更新してください。",
  'manage.changePlan': "プランを変更",
  'manage.choosePlan': "新しいプランを選択",
  'manage.keepPlan': "現在のプランを継続",
  'manage.cancel': "定期購入を解約",
  'manage.confirmTitle': "定期購入を解約しますか？",
  'manage.keepUntil': "{date}までご利用いただけます。",
  'manage.keep': "定期購入を継続",
  'manage.cancelled': "定期購入を解約しました。",
  'manage.refused': "定期購入を解約できませんでした。",
};
export default ja;
