/**
 * What a merchant reads when the acquirer refuses its configuration (B0008–B0010, or a
 * 404 / D0002 for a path of its API: baseUrl is not where the API is), naming
 * the option and its environment variable, never a value: in the acquirer client's log
 * line, the standalone's start error and /readyz.
 */
import { ErrorCode } from '../../core/api/error-codes.js';

/** What to fix for a refusal, naming the option and its environment variable (never a value). */
export function misconfigurationHint(acquirerCode: string): string {
  switch (acquirerCode) {
    case ErrorCode.MerchantMismatch:
      return `the acquirer says merchantId (ACQ_MERCHANT_ID) is not the merchant of apiKey (ACQ_API_KEY) (${acquirerCode}): check both`;
    case ErrorCode.InternalError:
    case 'HTTP 404':
      return `the acquirer answered ${acquirerCode === 'HTTP 404' ? '404' : `404 (${acquirerCode})`} for its own API path: baseUrl (ACQ_BASE_URL) must be the acquirer's address without the API path (https://acquirer.example, not https://acquirer.example/api/v1; the proxy adds /api/v1/… itself), with a gateway's own path prefix if it has one`;
    case ErrorCode.UnsupportedApiVersion:
      return `the acquirer refused API version 1.0.0 (${acquirerCode}): check that baseUrl (ACQ_BASE_URL) is this acquirer's merchant API and apiKey (ACQ_API_KEY) is for it`;
    default:
      return `the acquirer refused apiKey (ACQ_API_KEY) (${acquirerCode}): check the key, and that it is for this baseUrl (ACQ_BASE_URL) and environment (test or live)`;
  }
}
