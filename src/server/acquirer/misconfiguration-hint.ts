/**
 * What a merchant reads when the acquirer refuses its configuration (B0008–B0010), naming
 * the option and its environment variable, never a value: in the acquirer client's log
 * line, the standalone's start error and /readyz.
 */
import { ErrorCode } from '../../core/api/error-codes.js';

/** What to fix for a refusal, naming the option and its environment variable (never a value). */
export function misconfigurationHint(acquirerCode: string): string {
  switch (acquirerCode) {
    case ErrorCode.MerchantMismatch:
      return `the acquirer says merchantId (ACQ_MERCHANT_ID) is not the merchant of apiKey (ACQ_API_KEY) (${acquirerCode}): check both`;
    case ErrorCode.UnsupportedApiVersion:
      return `the acquirer refused API version 1.0.0 (${acquirerCode}): check that baseUrl (ACQ_BASE_URL) is this acquirer's merchant API and apiKey (ACQ_API_KEY) is for it`;
    default:
      return `the acquirer refused apiKey (ACQ_API_KEY) (${acquirerCode}): check the key, and that it is for this baseUrl (ACQ_BASE_URL) and environment (test or live)`;
  }
}
