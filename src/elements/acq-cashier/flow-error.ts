import type { FlowError } from '../../core/flow/index.js';
import { isProxyClientError } from '../../client/proxy-client-error.js';

/** Any failure as a FlowError (ProxyClientError already is one). */
export function flowErrorOf(error: unknown): FlowError {
  if (isProxyClientError(error)) {
    return { code: error.code, messageKey: error.messageKey, message: error.message, retryable: error.retryable };
  }
  return { code: 'unexpected', messageKey: 'error.generic', message: String(error), retryable: true };
}
