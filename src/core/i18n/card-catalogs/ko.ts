/** Korean (polite 합니다/하세요 style). */
import type { CardCatalog } from './en.js';

export const ko: CardCatalog = {
  'card.title': '카드 정보',
  'card.number': '카드 번호',
  'card.expiry': '유효기간 (MM/YY)',
  'card.cvc': '보안 코드',
  'card.cvcHint': '카드 뒷면의 숫자 3자리(American Express는 앞면의 4자리)입니다.',
  'card.cvcHelp': '이게 무엇인가요?',
  'card.name': '카드 소유자 이름',
  'card.brand': '카드 종류: {brand}',
  'card.secure': '카드 정보는 결제 대행사로 바로 전송됩니다.',
  'card.error.number.required': '카드 번호를 입력하세요.',
  'card.error.number.incomplete': '카드 번호가 완전하지 않습니다.',
  'card.error.number.invalid': '카드 번호가 올바르지 않습니다.',
  'card.error.expiry.required': '유효기간을 입력하세요.',
  'card.error.expiry.invalid': '유효기간을 MM/YY 형식으로 입력하세요.',
  'card.error.expiry.expired': '유효기간이 지난 카드입니다.',
  'card.error.cvc.required': '보안 코드를 입력하세요.',
  'card.error.cvc.incomplete': '보안 코드가 완전하지 않습니다.',
  'card.error.cvc.invalid': '보안 코드가 올바르지 않습니다.',
  'card.error.name.required': '카드에 적힌 이름을 입력하세요.',
};
export default ko;
