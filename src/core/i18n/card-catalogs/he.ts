/** Hebrew. Gender-neutral wording (infinitives, "יש ל…"); counts take the dual (two) form. */
import type { CardCatalog } from './en.js';

export const he: CardCatalog = {
  'card.title': 'פרטי הכרטיס',
  'card.number': 'מספר כרטיס',
  'card.expiry': 'תוקף (MM/YY)',
  'card.cvc': 'קוד אבטחה',
  'card.cvcHint': '3 הספרות בגב הכרטיס, או 4 הספרות בחזית כרטיס American Express.',
  'card.cvcHelp': 'מה זה?',
  'card.name': 'שם בעל הכרטיס',
  'card.brand': 'סוג כרטיס: {brand}',
  'card.secure': 'פרטי הכרטיס נשלחים ישירות לספק התשלומים.',
  'card.error.number.required': 'יש להזין את מספר הכרטיס.',
  'card.error.number.incomplete': 'מספר הכרטיס אינו שלם.',
  'card.error.number.invalid': 'מספר הכרטיס אינו תקין.',
  'card.error.expiry.required': 'יש להזין את תוקף הכרטיס.',
  'card.error.expiry.invalid': 'יש להזין את התוקף בפורמט MM/YY.',
  'card.error.expiry.expired': 'תוקף הכרטיס פג.',
  'card.error.cvc.required': 'יש להזין את קוד האבטחה.',
  'card.error.cvc.incomplete': 'קוד האבטחה אינו שלם.',
  'card.error.cvc.invalid': 'קוד האבטחה אינו תקין.',
  'card.error.name.required': 'יש להזין את השם שעל הכרטיס.',
};
export default he;
