/** Arabic (Modern Standard). Counts take the dual (two) and the 3–10 / 11–99 plural forms. */
import type { CardCatalog } from './en.js';

export const ar: CardCatalog = {
  'card.title': 'بيانات البطاقة',
  'card.number': 'رقم البطاقة',
  'card.expiry': 'تاريخ الانتهاء (MM/YY)',
  'card.cvc': 'رمز الأمان',
  'card.cvcHint': 'الأرقام الثلاثة على ظهر بطاقتك، أو الأربعة على الوجه الأمامي لبطاقة American Express.',
  'card.cvcHelp': 'ما هذا؟',
  'card.name': 'الاسم على البطاقة',
  'card.brand': 'نوع البطاقة: {brand}',
  'card.secure': 'تُرسل بيانات بطاقتك مباشرة إلى مزوّد الدفع.',
  'card.error.number.required': 'أدخل رقم بطاقتك.',
  'card.error.number.incomplete': 'رقم البطاقة غير مكتمل.',
  'card.error.number.invalid': 'رقم البطاقة غير صالح.',
  'card.error.expiry.required': 'أدخل تاريخ الانتهاء.',
  'card.error.expiry.invalid': 'أدخل تاريخ الانتهاء بالصيغة MM/YY.',
  'card.error.expiry.expired': 'انتهت صلاحية هذه البطاقة.',
  'card.error.cvc.required': 'أدخل رمز الأمان.',
  'card.error.cvc.incomplete': 'رمز الأمان غير مكتمل.',
  'card.error.cvc.invalid': 'رمز الأمان غير صالح.',
  'card.error.name.required': 'أدخل الاسم المكتوب على بطاقتك.',
};
export default ar;
