/**
 * Every envelope error code this project uses. The spec names the public codes but
 * documents the meaning of only a few (A0047, A0048–A0055); the others carry the
 * meaning we give them, marked Inferred:, so that the sandbox, the proxy and the
 * widget agree on one reading.
 */
export const ErrorCode = {
  /** Inferred: a required field is missing or empty. */
  RequiredFieldMissing: 'A0019',
  /** Inferred: a field is too long, too short, or a number is out of its allowed range. */
  FieldOutOfRange: 'A0020',
  /** Inferred: a field has an invalid format, type or value (enum, JSON string, URL…). */
  InvalidFieldValue: 'A0021',
  /** Inferred: an idempotency key was reused with a different request body. */
  IdempotencyConflict: 'A0025',
  /** Inferred: the order, subscription, refund, token or chargeback does not exist. */
  NotFound: 'A0028',
  /** Inferred: the current state does not allow the operation (e.g. cancel when not ACTIVE). */
  StateNotAllowed: 'A0033',
  /** Inferred: the amount exceeds the merchant's transactionLimit or remaining daily limit. */
  AmountLimitExceeded: 'A0034',
  /** Inferred: the refund amount exceeds the captured amount not yet refunded. */
  RefundExceedsCaptured: 'A0035',
  /** Inferred: raw card data sent by a merchant not certified (PCI-DSS) to handle it. */
  PciNotCertified: 'A0036',
  /** Inferred: the card was declined by the issuer. */
  CardDeclined: 'A0037',
  /** Documented: cashierLanguage does not follow IETF BCP 47. */
  InvalidCashierLanguage: 'A0047',
  /** Documented (mapping chosen): change refused, a plan change is in payment. */
  ChangeInPayment: 'A0048',
  /** Documented (mapping chosen): change refused, the subscription is being cancelled. */
  ChangeWhileCancelling: 'A0049',
  /** Documented (mapping chosen): change refused, the change was already paid. */
  ChangeAlreadyPaid: 'A0050',
  /** Documented (mapping chosen): change refused, another change request is in progress. */
  ChangeInProgress: 'A0054',
  /** Documented: a subscription modification is in progress. */
  ModificationInProgress: 'A0055',
  /** Inferred: X-API-KEY missing or wrong. */
  Unauthorized: 'B0008',
  /** Inferred: the merchantId in the request is not the API key's merchant. */
  MerchantMismatch: 'B0009',
  /** Inferred: X-API-VERSION missing or not a supported version (1.0.0). */
  UnsupportedApiVersion: 'B0010',
  /** Inferred: the request body is not valid JSON. */
  MalformedJson: 'B0011',
  /** Inferred: the Content-Type is not application/json. */
  UnsupportedContentType: 'B0012',
  /** Inferred: the request body exceeds the size limit. */
  BodyTooLarge: 'B0013',
  /** Inferred: unknown path, or an internal error of the service. */
  InternalError: 'D0002',
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
