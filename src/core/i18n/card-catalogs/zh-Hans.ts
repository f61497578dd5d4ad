/** Chinese, Simplified script (mainland China, Singapore). */
import type { CardCatalog } from './en.js';

export const zhHans: CardCatalog = {
  'card.title': '卡信息',
  'card.number': '卡号',
  'card.expiry': '有效期（MM/YY）',
  'card.cvc': '安全码',
  'card.cvcHint': '卡背面的 3 位数字；American Express 为正面的 4 位数字。',
  'card.cvcHelp': '这是什么？',
  'card.name': '持卡人姓名',
  'card.brand': '卡类型：{brand}',
  'card.secure': '您的卡信息将直接发送给支付服务商。',
  'card.error.number.required': '请输入卡号。',
  'card.error.number.incomplete': '卡号不完整。',
  'card.error.number.invalid': '卡号无效。',
  'card.error.expiry.required': '请输入有效期。',
  'card.error.expiry.invalid': '请按 MM/YY 格式输入有效期。',
  'card.error.expiry.expired': '此卡已过期。',
  'card.error.cvc.required': '请输入安全码。',
  'card.error.cvc.incomplete': '安全码不完整。',
  'card.error.cvc.invalid': '安全码无效。',
  'card.error.name.required': '请输入持卡人姓名。',
};
export default zhHans;
