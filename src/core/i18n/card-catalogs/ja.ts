/** Japanese. */
import type { CardCatalog } from './en.js';

export const ja: CardCatalog = {
  'card.title': 'カード情報',
  'card.number': 'カード番号',
  'card.expiry': '有効期限（MM/YY）',
  'card.cvc': 'セキュリティコード',
  'card.cvcHint': 'カード裏面の3桁の数字です。American Expressは表面の4桁です。',
  'card.cvcHelp': 'これは何ですか？',
  'card.name': 'カード名義',
  'card.brand': 'カードの種類: {brand}',
  'card.secure': 'カード情報は決済事業者に直接送信されます。',
  'card.error.number.required': 'カード番号を入力してください。',
  'card.error.number.incomplete': 'カード番号が不完全です。',
  'card.error.number.invalid': 'カード番号が正しくありません。',
  'card.error.expiry.required': '有効期限を入力してください。',
  'card.error.expiry.invalid': '有効期限をMM/YYの形式で入力してください。',
  'card.error.expiry.expired': 'このカードは有効期限が切れています。',
  'card.error.cvc.required': 'セキュリティコードを入力してください。',
  'card.error.cvc.incomplete': 'セキュリティコードが不完全です。',
  'card.error.cvc.invalid': 'セキュリティコードが正しくありません。',
  'card.error.name.required': 'カード名義を入力してください。',
};
export default ja;
