/** Thai (polite; Thai ends sentences without a full stop). */
import type { CardCatalog } from './en.js';

export const th: CardCatalog = {
  'card.title': 'ข้อมูลบัตร',
  'card.number': 'หมายเลขบัตร',
  'card.expiry': 'วันหมดอายุ (MM/YY)',
  'card.cvc': 'รหัสความปลอดภัย',
  'card.cvcHint': 'ตัวเลข 3 หลักด้านหลังบัตร หรือ 4 หลักด้านหน้าสำหรับ American Express',
  'card.cvcHelp': 'นี่คืออะไร',
  'card.name': 'ชื่อบนบัตร',
  'card.brand': 'ประเภทบัตร: {brand}',
  'card.secure': 'ข้อมูลบัตรของคุณจะส่งตรงไปยังผู้ให้บริการชำระเงิน',
  'card.error.number.required': 'กรอกหมายเลขบัตร',
  'card.error.number.incomplete': 'หมายเลขบัตรไม่ครบ',
  'card.error.number.invalid': 'หมายเลขบัตรไม่ถูกต้อง',
  'card.error.expiry.required': 'กรอกวันหมดอายุ',
  'card.error.expiry.invalid': 'กรอกวันหมดอายุในรูปแบบ MM/YY',
  'card.error.expiry.expired': 'บัตรนี้หมดอายุแล้ว',
  'card.error.cvc.required': 'กรอกรหัสความปลอดภัย',
  'card.error.cvc.incomplete': 'รหัสความปลอดภัยไม่ครบ',
  'card.error.cvc.invalid': 'รหัสความปลอดภัยไม่ถูกต้อง',
  'card.error.name.required': 'กรอกชื่อบนบัตร',
};
export default th;
