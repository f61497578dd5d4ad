/** Urdu (formal "آپ"; right to left). */
import type { CardCatalog } from './en.js';

export const ur: CardCatalog = {
  'card.title': 'کارڈ کی تفصیلات',
  'card.number': 'کارڈ نمبر',
  'card.expiry': 'میعاد ختم ہونے کی تاریخ (MM/YY)',
  'card.cvc': 'سیکیورٹی کوڈ',
  'card.cvcHint': 'آپ کے کارڈ کی پشت پر 3 ہندسے، یا American Express کے سامنے 4 ہندسے۔',
  'card.cvcHelp': 'یہ کیا ہے؟',
  'card.name': 'کارڈ پر نام',
  'card.brand': 'کارڈ کی قسم: {brand}',
  'card.secure': 'آپ کے کارڈ کی تفصیلات براہ راست ادائیگی فراہم کنندہ کو جاتی ہیں۔',
  'card.error.number.required': 'اپنا کارڈ نمبر درج کریں۔',
  'card.error.number.incomplete': 'کارڈ نمبر نامکمل ہے۔',
  'card.error.number.invalid': 'کارڈ نمبر درست نہیں ہے۔',
  'card.error.expiry.required': 'میعاد ختم ہونے کی تاریخ درج کریں۔',
  'card.error.expiry.invalid': 'میعاد ختم ہونے کی تاریخ MM/YY کی شکل میں درج کریں۔',
  'card.error.expiry.expired': 'اس کارڈ کی میعاد ختم ہو چکی ہے۔',
  'card.error.cvc.required': 'سیکیورٹی کوڈ درج کریں۔',
  'card.error.cvc.incomplete': 'سیکیورٹی کوڈ نامکمل ہے۔',
  'card.error.cvc.invalid': 'سیکیورٹی کوڈ درست نہیں ہے۔',
  'card.error.name.required': 'اپنے کارڈ پر درج نام لکھیں۔',
};
export default ur;
