/** Chinese, Traditional script (Taiwan usage, also read in Hong Kong and Macau). */
import type { CardCatalog } from './en.js';

export const zhHant: CardCatalog = {
  'card.title': '卡片資料',
  'card.number': '卡號',
  'card.expiry': '有效期限（MM/YY）',
  'card.cvc': '安全碼',
  'card.cvcHint': '卡片背面的 3 位數字；American Express 為正面的 4 位數字。',
  'card.cvcHelp': '這是什麼？',
  'card.name': '持卡人姓名',
  'card.brand': '卡片類型：{brand}',
  'card.secure': '您的卡片資料會直接傳送給金流服務商。',
  'card.error.number.required': '請輸入卡號。',
  'card.error.number.incomplete': '卡號不完整。',
  'card.error.number.invalid': '卡號無效。',
  'card.error.expiry.required': '請輸入有效期限。',
  'card.error.expiry.invalid': '請以 MM/YY 格式輸入有效期限。',
  'card.error.expiry.expired': '此卡片已過期。',
  'card.error.cvc.required': '請輸入安全碼。',
  'card.error.cvc.incomplete': '安全碼不完整。',
  'card.error.cvc.invalid': '安全碼無效。',
  'card.error.name.required': '請輸入持卡人姓名。',
};
export default zhHant;
