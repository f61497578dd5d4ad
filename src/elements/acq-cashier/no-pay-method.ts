/**
 * A session no pay method serves (a currency or an amount the acquirer offers nothing for
 * on the merchant's contract): the shopper reads so above a disabled Pay; the merchant
 * hears it once the view is shown, as acq-error and one console error naming what to
 * check. The session code's (lazy): the first screen only disables Pay.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { FlowError } from '../../core/flow/index.js';
import { offersPayment } from '../../core/flow/methods.js';

export function noPayMethodError(view: CashierView): FlowError | undefined {
  if (offersPayment(view)) return undefined;
  const { currency, value } = view.amount;
  const message = `the acquirer offers no pay method for ${currency} ${value} on this merchant's contract: check the session's currency and amount against the contract's methods`;
  return { code: 'no_pay_method', messageKey: 'methods.none', message, retryable: false };
}
