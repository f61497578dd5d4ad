import { ErrorCode } from '../../core/api/error-codes.js';

/**
 * The i18n key the widget shows for an acquirer envelope code. Codes the shopper can do
 * nothing specific about fall back to error.generic.
 */
const KEY_OF_CODE: Readonly<Record<string, string>> = {
  [ErrorCode.InvalidCashierLanguage]: 'error.language',
  [ErrorCode.CardDeclined]: 'error.declined',
  [ErrorCode.AmountLimitExceeded]: 'error.amountLimit',
  [ErrorCode.ChangeInPayment]: 'error.changeInPayment',
  [ErrorCode.ChangeWhileCancelling]: 'error.changeCancelling',
  [ErrorCode.ChangeAlreadyPaid]: 'error.changePaid',
  [ErrorCode.ChangeInProgress]: 'error.changeInProgress',
  [ErrorCode.ModificationInProgress]: 'error.changeInProgress',
};

export function messageKeyOfCode(code: string): string {
  return KEY_OF_CODE[code] ?? 'error.generic';
}

/**
 * The English message the proxy passes on for a code. The acquirer's own msg is not
 * forwarded: it is not ours to vouch for (it could echo request data).
 */
const MESSAGE_OF_CODE: Readonly<Record<string, string>> = {
  [ErrorCode.InvalidCashierLanguage]: 'cashierLanguage does not follow IETF BCP 47',
  [ErrorCode.CardDeclined]: 'The payment was declined',
  [ErrorCode.ChangeInPayment]: 'A plan change is already in payment',
  [ErrorCode.ChangeWhileCancelling]: 'The subscription is being cancelled',
  [ErrorCode.ChangeAlreadyPaid]: 'The plan change was already paid',
  [ErrorCode.ChangeInProgress]: 'Another change request is in progress',
  [ErrorCode.ModificationInProgress]: 'A subscription modification is in progress',
  [ErrorCode.StateNotAllowed]: 'The current state does not allow this operation',
  [ErrorCode.AmountLimitExceeded]: 'The amount exceeds the merchant limits',
  [ErrorCode.NotFound]: 'The acquirer does not know this object',
  [ErrorCode.Unauthorized]: 'The acquirer refused the credentials',
};

export function safeMessageOfCode(code: string): string {
  return MESSAGE_OF_CODE[code] ?? `The acquirer refused the request (${code})`;
}
