/** Chinese (Simplified). */
import type { ManageCatalog } from './en.js';

const zhHans: ManageCatalog = {
  'manage.title': "您的订阅",
  'manage.status': "状态",
  'subscription.status.trialing': "试用中",
  'subscription.status.active': "有效",
  'subscription.status.past_due': "付款逾期",
  'subscription.status.pending': "待处理",
  'subscription.status.cancelled': "已取消",
  'subscription.status.expired': "已过期",
  'subscription.status.closed': "已关闭",
  'manage.trialEnds': "试用结束日期",
  'manage.history': "付款记录",
  'manage.amount': "金额",
  'manage.noPayments': "暂无付款记录。",
  'manage.payment.paid': "已付款",
  'manage.payment.failed': "失败",
  'manage.payment.pending': "待处理",
  'manage.pastDue': "您最近一次付款失败。请更新付款方式以保留您的订阅。",
  'manage.updatePayment': "更新付款方式",
  'manage.popupOpen': "请在打开的窗口中更新付款方式。",
  'manage.changePlan': "更换套餐",
  'manage.choosePlan': "选择新套餐",
  'manage.keepPlan': "保留当前套餐",
  'manage.cancel': "取消订阅",
  'manage.confirmTitle': "要取消您的订阅吗？",
  'manage.keepUntil': "您可以继续使用至 {date}。",
  'manage.keep': "保留订阅",
  'manage.cancelled': "您的订阅已取消。",
  'manage.refused': "无法取消您的订阅。",
};
export default zhHans;
