/** Chinese (Hong Kong). */
import type { ManageCatalog } from './en.js';

const zhHK: ManageCatalog = {
  'manage.title': "您的訂閱",
  'manage.status': "狀態",
  'subscription.status.trialing': "試用中",
  'subscription.status.active': "有效",
  'subscription.status.past_due': "付款逾期",
  'subscription.status.pending': "待處理",
  'subscription.status.cancelled': "已取消",
  'subscription.status.expired': "已過期",
  'subscription.status.closed': "已關閉",
  'manage.trialEnds': "試用結束日期",
  'manage.history': "付款記錄",
  'manage.amount': "金額",
  'manage.noPayments': "暫無付款記錄。",
  'manage.payment.paid': "已付款",
  'manage.payment.failed': "失敗",
  'manage.payment.pending': "待處理",
  'manage.pastDue': "您最近一次付款失敗。請更新付款方式以保留您的訂閱。",
  'manage.updatePayment': "更新付款方式",
  'manage.popupOpen': "請在開啟的視窗中更新付款方式。",
  'manage.changePlan': "更改計劃",
  'manage.choosePlan': "選擇新計劃",
  'manage.keepPlan': "保留現有計劃",
  'manage.cancel': "取消訂閱",
  'manage.confirmTitle': "要取消您的訂閱嗎？",
  'manage.keepUntil': "您可繼續使用至 {date}。",
  'manage.keep': "保留訂閱",
  'manage.cancelled': "您的訂閱已取消。",
  'manage.refused': "無法取消您的訂閱。",
};
export default zhHK;
