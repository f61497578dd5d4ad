/** Vietnamese. */
import type { CardCatalog } from './en.js';

export const vi: CardCatalog = {
  'card.title': 'Thông tin thẻ',
  'card.number': 'Số thẻ',
  'card.expiry': 'Ngày hết hạn (MM/YY)',
  'card.cvc': 'Mã bảo mật',
  'card.cvcHint': '3 chữ số ở mặt sau thẻ, hoặc 4 chữ số ở mặt trước với thẻ American Express.',
  'card.cvcHelp': 'Đây là gì?',
  'card.name': 'Tên in trên thẻ',
  'card.brand': 'Loại thẻ: {brand}',
  'card.secure': 'Thông tin thẻ của bạn được gửi thẳng đến nhà cung cấp thanh toán.',
  'card.error.number.required': 'Nhập số thẻ của bạn.',
  'card.error.number.incomplete': 'Số thẻ chưa đầy đủ.',
  'card.error.number.invalid': 'Số thẻ không hợp lệ.',
  'card.error.expiry.required': 'Nhập ngày hết hạn.',
  'card.error.expiry.invalid': 'Nhập ngày hết hạn theo dạng MM/YY.',
  'card.error.expiry.expired': 'Thẻ này đã hết hạn.',
  'card.error.cvc.required': 'Nhập mã bảo mật.',
  'card.error.cvc.incomplete': 'Mã bảo mật chưa đầy đủ.',
  'card.error.cvc.invalid': 'Mã bảo mật không hợp lệ.',
  'card.error.name.required': 'Nhập tên in trên thẻ.',
};
export default vi;
