/**
 * English after the first screen, and the catalogs' types. English is the source of every
 * key: each other catalog is typed `Catalog`, so a missing key is a type error. Values may
 * hold `{name}` placeholders. The first screen's keys are in en-first-screen.ts, the entry
 * module's share; en-whole.ts is the whole of English. This module names them in types
 * only: a shop's bundler (Vite 8) kept the first screen's English out of its entry while a
 * lazy module imported it from here. Keys are grouped by the element that shows them.
 * `<acq-card-form>`'s messages are a family of their own: ../card-catalogs/.
 */
import type { enFirstScreen } from './en-first-screen.js';

export const enAfterFirstScreen = {
  // <acq-cashier> after the first screen
  'cashier.redirecting': 'Taking you to the payment page…',
  'cashier.redirectLink': 'Continue to the payment page',
  'cashier.confirming': 'Confirming your payment…',
  'cashier.popupOpen': 'Complete the payment in the window that opened.',
  'cashier.popupShow': 'Show the payment window',
  'cashier.frameTitle': 'Payment authorization',
  'cashier.frameClose': 'Close',
  'cashier.unsafeRedirect': 'The payment page address was refused for your safety.',
  // "Cancel payment" asks first (cancel-confirm.ts): the question, its way back; its yes says cashier.cancel again.
  'cashier.cancelQuestion': 'Cancel this payment?',
  'cashier.continuePayment': 'Continue payment',
  'language.choose': 'Choose a language',

  // Periods and trials (core/i18n/period-format.ts), which the subscription elements say
  // (shared/period-phrases.ts). A plural message is a base key, said for exactly 1, and
  // `.other`; a catalog adds `.zero/.one/.two/.few/.many` where its language's plural
  // rules need them for other counts. {count} is the formatted number.
  'period.every.day': 'every day',
  'period.every.day.other': 'every {count} days',
  'period.every.week': 'every week',
  'period.every.week.other': 'every {count} weeks',
  'period.every.month': 'every month',
  'period.every.month.other': 'every {count} months',
  'period.pricePer': '{price} {period}',
  'trial.day': '{count}-day trial',
  'trial.day.other': '{count}-day trial',
  'trial.week': '{count}-week trial',
  'trial.week.other': '{count}-week trial',
  'trial.month': '{count}-month trial',
  'trial.month.other': '{count}-month trial',

  // <acq-subscription-summary>
  'subscription.title': 'Subscription',
  'subscription.price': 'Price',
  'subscription.trial': 'Trial',
  'subscription.firstCharge': 'First charge',
  'subscription.payments': 'Number of payments',
  'subscription.endsOn': 'Ends on',
  'subscription.noEnd': 'Until you cancel',
  'subscription.nextPayment': 'Next payment',
  'subscription.dueToday': 'Due today',
  'change.title': 'Plan change',
  'change.from': 'Current plan',
  'change.to': 'New plan',
  'change.credit': 'Credit from your current plan',

  // <acq-result>
  'result.succeeded.title': 'Payment successful',
  'result.succeeded.body': 'Thank you, your payment has been received.',
  'result.subscribed.title': 'Subscription active',
  'result.subscribed.body': 'Thank you, your subscription is active.',
  'result.failed.title': 'Payment failed',
  'result.failed.body': 'Your payment could not be completed. You have not been charged.',
  'result.expired.title': 'Payment time is over',
  'result.expired.body': 'This payment has expired. Please start again from the shop.',
  'result.cancelled.title': 'Payment cancelled',
  'result.cancelled.body': 'The payment was cancelled. You have not been charged.',
  'result.error.body': 'The checkout could not be loaded. Please try again later.',
  'result.tryAnother': 'Try another payment method',
  'result.manage': 'Manage your subscription',
  'result.continue': 'Return to the shop',
  'result.returning': 'Taking you back to the shop…',
  'result.code': 'Reference: {code}',
  'result.details': 'Details',
  'result.date': 'Date',

  // Refusals and failures the proxy reports by message key (ProxyError.messageKey, ViewResult.messageKey).
  'error.declined': 'The payment was declined.',
  'error.amountLimit': "This payment is over the shop's current limit. Please try again later or contact the shop.",
  'error.sessionNotFound': 'This checkout could not be found. It may have expired.',
  'error.changeInPayment': 'A change to this subscription is already being paid.',
  'error.changeCancelling': 'This subscription is being cancelled, so its plan cannot change.',
  'error.changePaid': 'This plan change has already been paid.',
  'error.changeInProgress': 'Another change to this subscription is in progress.',
  'error.language': 'The checkout language setting is not valid.',
  'error.unavailable': 'Payments are unavailable right now. Please try again in a moment.',
  'error.timeout': 'The checkout took too long to answer. Please try again.',
  'error.statusTimeout': 'We could not confirm your payment yet. Check again in a moment.',
  'error.setup': 'This checkout is not set up correctly. Please contact the shop.',
} as const;

export type MessageKey = keyof typeof enFirstScreen | keyof typeof enAfterFirstScreen;
/** Base keys of plural messages: keys that also have a `.other` form. */
export type PluralBase = PluralBaseOf<MessageKey>;
type PluralBaseOf<K> = K extends `${infer B}.other` ? (B extends MessageKey ? B : never) : never;
/** Optional forms for the other Intl.PluralRules categories of a language. */
export type PluralFormKey = `${PluralBase}.${'zero' | 'one' | 'two' | 'few' | 'many'}`;
export type Catalog = { readonly [K in MessageKey]: string } & { readonly [K in PluralFormKey]?: string };
