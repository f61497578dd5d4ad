/** Hindi (formal "आप"). */
import type { CardCatalog } from './en.js';

export const hi: CardCatalog = {
  'card.title': 'कार्ड का विवरण',
  'card.number': 'कार्ड नंबर',
  'card.expiry': 'समाप्ति तिथि (MM/YY)',
  'card.cvc': 'सुरक्षा कोड',
  'card.cvcHint': 'कार्ड के पीछे के 3 अंक, या American Express में सामने के 4 अंक।',
  'card.cvcHelp': 'यह क्या है?',
  'card.name': 'कार्ड पर लिखा नाम',
  'card.brand': 'कार्ड का प्रकार: {brand}',
  'card.secure': 'आपके कार्ड का विवरण सीधे भुगतान प्रदाता को जाता है।',
  'card.error.number.required': 'अपना कार्ड नंबर डालें।',
  'card.error.number.incomplete': 'कार्ड नंबर अधूरा है।',
  'card.error.number.invalid': 'कार्ड नंबर मान्य नहीं है।',
  'card.error.expiry.required': 'समाप्ति तिथि डालें।',
  'card.error.expiry.invalid': 'समाप्ति तिथि MM/YY के रूप में डालें।',
  'card.error.expiry.expired': 'इस कार्ड की समय-सीमा खत्म हो चुकी है।',
  'card.error.cvc.required': 'सुरक्षा कोड डालें।',
  'card.error.cvc.incomplete': 'सुरक्षा कोड अधूरा है।',
  'card.error.cvc.invalid': 'सुरक्षा कोड मान्य नहीं है।',
  'card.error.name.required': 'कार्ड पर लिखा नाम डालें।',
};
export default hi;
