/**
 * The messages of `<acq-subscription-manage>` (the merchant's subscription page), a
 * catalog family of their own so that the checkout's bundle and language chunks do not
 * carry them. English, built into the page's lazy chunk, is the source of every key; each
 * other catalog is typed `ManageCatalog`, so a missing key is a type error. The page also
 * reads the cashier's catalog (periods, dates' labels, error.*). Status keys start with
 * `subscription.`: the glossary reads "cancelled" there as a subscription's ending.
 */
export const manageEn = {
  'manage.title': 'Your subscription',
  'manage.loading': 'Loading your subscription…',
  'manage.status': 'Status',
  'subscription.status.trialing': 'In trial',
  'subscription.status.active': 'Active',
  'subscription.status.past_due': 'Payment overdue',
  'subscription.status.pending': 'Pending',
  'subscription.status.cancelled': 'Cancelled',
  'subscription.status.expired': 'Expired',
  'subscription.status.closed': 'Closed',
  'manage.trialEnds': 'Trial ends',
  'manage.history': 'Payment history',
  'manage.amount': 'Amount',
  'manage.noPayments': 'No payments yet.',
  'manage.payment.paid': 'Paid',
  'manage.payment.failed': 'Failed',
  'manage.payment.pending': 'Pending',
  'manage.pastDue': 'Your latest payment failed. It may be tried again, so make sure your payment method can be charged.',
  'manage.updatePayment': 'View at the payment provider',
  'manage.popupOpen': 'Continue at the payment provider in the window that opened.',
  'manage.changePlan': 'Change plan',
  'manage.choosePlan': 'Choose a new plan',
  'manage.keepPlan': 'Keep current plan',
  'manage.cancel': 'Cancel subscription',
  'manage.confirmTitle': 'Cancel your subscription?',
  'manage.keepUntil': 'You keep access until {date}.',
  'manage.keep': 'Keep subscription',
  'manage.cancelled': 'Your subscription is cancelled.',
  'manage.refused': 'Your subscription could not be cancelled.',
  'manage.notActive': 'This subscription is no longer active.',
  'manage.loadFailed': 'Your subscription could not be loaded. Please try again later.',
  'manage.notFound': 'This page has expired. Open it again from the shop.',
  'manage.setup': 'This page is not set up correctly. Please contact the shop.',
} as const;

export type ManageMessageKey = keyof typeof manageEn;
export type ManageCatalog = { readonly [K in ManageMessageKey]: string };
