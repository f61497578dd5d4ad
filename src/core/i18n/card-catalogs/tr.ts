/** Turkish (formal "siz"). */
import type { CardCatalog } from './en.js';

export const tr: CardCatalog = {
  'card.title': 'Kart bilgileri',
  'card.number': 'Kart numarası',
  'card.expiry': 'Son kullanma tarihi (AA/YY)',
  'card.cvc': 'Güvenlik kodu',
  'card.cvcHint': 'Kartınızın arkasındaki 3 hane; American Express’te ön yüzdeki 4 hane.',
  'card.cvcHelp': 'Bu nedir?',
  'card.name': 'Kart üzerindeki ad',
  'card.brand': 'Kart türü: {brand}',
  'card.secure': 'Kart bilgileriniz doğrudan ödeme kuruluşuna iletilir.',
  'card.error.number.required': 'Kart numaranızı girin.',
  'card.error.number.incomplete': 'Kart numarası eksik.',
  'card.error.number.invalid': 'Kart numarası geçersiz.',
  'card.error.expiry.required': 'Son kullanma tarihini girin.',
  'card.error.expiry.invalid': 'Son kullanma tarihini AA/YY biçiminde girin.',
  'card.error.expiry.expired': 'Bu kartın süresi dolmuş.',
  'card.error.cvc.required': 'Güvenlik kodunu girin.',
  'card.error.cvc.incomplete': 'Güvenlik kodu eksik.',
  'card.error.cvc.invalid': 'Güvenlik kodu geçersiz.',
  'card.error.name.required': 'Kart üzerindeki adı girin.',
};
export default tr;
