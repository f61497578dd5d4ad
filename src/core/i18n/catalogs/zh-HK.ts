/** Traditional Chinese for Hong Kong and Macau: zh-Hant with Hong Kong usage (網絡, 扣賬卡, 詳情). */
import { zhHant } from './zh-Hant.js';
import type { Catalog } from './en.js';

export const zhHK: Catalog = {
  ...zhHant,
  'language.name': '繁體中文（香港）',
  'methods.saved': '已儲存的卡',
  'method.DEBITCARD': '扣賬卡',
  'method.detail.card': '您會在支付服務供應商的安全頁面輸入卡資料。',
  'savedCard.card': '卡',
  'result.details': '詳情',
  'error.network': '連線失敗，請檢查網絡後再試一次。',
  'error.sessionNotFound': '找不到此結帳頁面，可能已過期。',
};
export default zhHK;
