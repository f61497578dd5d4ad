/** Traditional Chinese for Hong Kong and Macau: zh-Hant with Hong Kong usage (卡 for 卡片, 支付服務供應商). */
import { zhHant } from './zh-Hant.js';
import type { CardCatalog } from './en.js';

export const zhHK: CardCatalog = {
  ...zhHant,
  'card.title': '卡資料',
  'card.cvcHint': '卡背面的 3 位數字；American Express 為正面的 4 位數字。',
  'card.brand': '卡類型：{brand}',
  'card.secure': '您的卡資料會直接傳送給支付服務供應商。',
  'card.error.expiry.expired': '此卡已過期。',
};
export default zhHK;
