/** Persian (formal "شما"; right to left). */
import type { CardCatalog } from './en.js';

export const fa: CardCatalog = {
  'card.title': 'اطلاعات کارت',
  'card.number': 'شمارهٔ کارت',
  'card.expiry': 'تاریخ انقضا (MM/YY)',
  'card.cvc': 'کد امنیتی',
  'card.cvcHint': '۳ رقم پشت کارت شما، یا ۴ رقم روی کارت برای American Express.',
  'card.cvcHelp': 'این چیست؟',
  'card.name': 'نام روی کارت',
  'card.brand': 'نوع کارت: {brand}',
  'card.secure': 'اطلاعات کارت شما مستقیماً به ارائه‌دهندهٔ پرداخت ارسال می‌شود.',
  'card.error.number.required': 'شمارهٔ کارت خود را وارد کنید.',
  'card.error.number.incomplete': 'شمارهٔ کارت ناقص است.',
  'card.error.number.invalid': 'شمارهٔ کارت معتبر نیست.',
  'card.error.expiry.required': 'تاریخ انقضا را وارد کنید.',
  'card.error.expiry.invalid': 'تاریخ انقضا را به شکل MM/YY وارد کنید.',
  'card.error.expiry.expired': 'این کارت منقضی شده است.',
  'card.error.cvc.required': 'کد امنیتی را وارد کنید.',
  'card.error.cvc.incomplete': 'کد امنیتی ناقص است.',
  'card.error.cvc.invalid': 'کد امنیتی معتبر نیست.',
  'card.error.name.required': 'نام روی کارت خود را وارد کنید.',
};
export default fa;
