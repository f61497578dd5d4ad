/**
 * The English messages the first screen shows (issue 31): the pay screen, the loading
 * skeleton and the first screen's own error screen. They are what the entry module
 * carries; en.ts adds every other message, which the session code and the lazily loaded
 * elements bring. test/budgets.test.ts checks that every key the built entry names is
 * here. Keys are grouped by the element that shows them.
 */
export const enFirstScreen = {
  'pay.button': 'Pay {amount}',
  'pay.startTrial': 'Start trial for {amount}',
  'pay.processing': 'Processing…',
  'pay.startFreeTrial': 'Start free trial',
  // A free trial's terms under Pay (shared/trial-terms.ts): {price} names the period once the subscription summary is in.
  'trial.then': 'Then {price} from {date}',

  // <acq-cashier>
  'cashier.label': 'Checkout',
  'cashier.loading': 'Loading the checkout…',
  'cashier.cancel': 'Cancel payment',
  'cashier.payBefore': 'Pay before {date}',
  'cashier.returnedUnpaid': 'You left the payment page without paying. Choose how to pay.',
  // The language's name in itself: the header's language button says it before the menu (and its table of every name) loads.
  'language.name': 'English',
  'language.menu': 'Language',

  // <acq-order-summary>, <acq-subscription-summary>
  'order.title': 'Order summary',
  'order.reference': 'Order reference',
  'order.quantity': 'Quantity',
  'order.total': 'Total',
  'order.userCurrency': 'Your bank may charge you in {currency}.',

  // <acq-pay-methods>, <acq-saved-cards>
  'methods.title': 'Payment method',
  'methods.saved': 'Saved cards',
  'methods.other': 'Other ways to pay',
  'methods.none': 'No payment method is available for this amount.',
  'methods.details': 'About {method}',
  'method.CREDITCARD': 'Credit card',
  'method.DEBITCARD': 'Debit card',
  'method.EWALLET': 'E-wallet',
  'method.APPLEPAY': 'Apple Pay',
  'method.GOOGLEPAY': 'Google Pay',
  'method.detail.card': 'You enter your card details on the payment provider’s secure page.',
  'method.detail.wallet': 'You confirm the payment in your wallet.',
  'savedCard.label': '{scheme} ending in {last4}',
  'savedCard.expires': 'Expires {expiry}',
  'savedCard.card': 'Card',

  // The first screen's own error screen (error-fallback.ts)
  'result.error.title': 'Something went wrong',
  'result.retry': 'Try again',

  // Refusals and failures the proxy reports by message key (ProxyError.messageKey, ViewResult.messageKey).
  'error.generic': 'Something went wrong. Please try again.',
  'error.network': 'The connection failed. Check your network and try again.',
} as const;
