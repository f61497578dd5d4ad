/** Bengali (formal "আপনি"). */
import type { CardCatalog } from './en.js';

export const bn: CardCatalog = {
  'card.title': 'কার্ডের তথ্য',
  'card.number': 'কার্ড নম্বর',
  'card.expiry': 'মেয়াদ শেষের তারিখ (MM/YY)',
  'card.cvc': 'নিরাপত্তা কোড',
  'card.cvcHint': 'আপনার কার্ডের পেছনের ৩টি সংখ্যা, American Express-এর ক্ষেত্রে সামনের ৪টি।',
  'card.cvcHelp': 'এটা কী?',
  'card.name': 'কার্ডে থাকা নাম',
  'card.brand': 'কার্ডের ধরন: {brand}',
  'card.secure': 'আপনার কার্ডের তথ্য সরাসরি পেমেন্ট প্রদানকারীর কাছে যায়।',
  'card.error.number.required': 'আপনার কার্ড নম্বর লিখুন।',
  'card.error.number.incomplete': 'কার্ড নম্বরটি অসম্পূর্ণ।',
  'card.error.number.invalid': 'কার্ড নম্বরটি সঠিক নয়।',
  'card.error.expiry.required': 'মেয়াদ শেষের তারিখ লিখুন।',
  'card.error.expiry.invalid': 'মেয়াদ শেষের তারিখ MM/YY আকারে লিখুন।',
  'card.error.expiry.expired': 'এই কার্ডের মেয়াদ শেষ হয়ে গেছে।',
  'card.error.cvc.required': 'নিরাপত্তা কোড লিখুন।',
  'card.error.cvc.incomplete': 'নিরাপত্তা কোডটি অসম্পূর্ণ।',
  'card.error.cvc.invalid': 'নিরাপত্তা কোডটি সঠিক নয়।',
  'card.error.name.required': 'আপনার কার্ডে থাকা নাম লিখুন।',
};
export default bn;
