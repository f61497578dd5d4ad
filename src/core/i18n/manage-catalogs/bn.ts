/** Bengali. */
import type { ManageCatalog } from './en.js';

const bn: ManageCatalog = {
  'manage.title': "আপনার সাবস্ক্রিপশন",
  'manage.status': "স্ট্যাটাস",
  'subscription.status.trialing': "ট্রায়াল চলছে",
  'subscription.status.active': "সক্রিয়",
  'subscription.status.past_due': "পেমেন্ট বকেয়া",
  'subscription.status.pending': "অপেক্ষমাণ",
  'subscription.status.cancelled': "বাতিল",
  'subscription.status.expired': "মেয়াদোত্তীর্ণ",
  'subscription.status.closed': "বন্ধ",
  'manage.trialEnds': "ট্রায়াল শেষ",
  'manage.history': "পেমেন্টের ইতিহাস",
  'manage.amount': "পরিমাণ",
  'manage.noPayments': "এখনও কোনো পেমেন্ট নেই।",
  'manage.payment.paid': "পেমেন্ট হয়েছে",
  'manage.payment.failed': "ব্যর্থ",
  'manage.payment.pending': "অপেক্ষমাণ",
  'manage.pastDue': "আপনার সর্বশেষ পেমেন্ট ব্যর্থ হয়েছে। আপনার সাবস্ক্রিপশন রাখতে পেমেন্ট পদ্ধতি আপডেট করুন।",
  'manage.updatePayment': "পেমেন্ট পদ্ধতি আপডেট করুন",
  'manage.popupOpen': "খোলা উইন্ডোতে আপনার পেমেন্ট পদ্ধতি আপডেট করুন।",
  'manage.changePlan': "প্ল্যান পরিবর্তন করুন",
  'manage.choosePlan': "নতুন প্ল্যান বেছে নিন",
  'manage.keepPlan': "বর্তমান প্ল্যান রাখুন",
  'manage.cancel': "সাবস্ক্রিপশন বাতিল করুন",
  'manage.confirmTitle': "আপনার সাবস্ক্রিপশন বাতিল করবেন?",
  'manage.keepUntil': "{date} পর্যন্ত আপনার অ্যাক্সেস থাকবে।",
  'manage.keep': "সাবস্ক্রিপশন রাখুন",
  'manage.cancelled': "আপনার সাবস্ক্রিপশন বাতিল করা হয়েছে।",
  'manage.refused': "আপনার সাবস্ক্রিপশন বাতিল করা যায়নি।",
};
export default bn;
