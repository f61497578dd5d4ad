import type { FlowError } from '../../core/flow/index.js';
import { isProxyClientError } from '../../client/proxy-client-error.js';

/** Any failure as a FlowError (ProxyClientError already is one). */
export function flowErrorOf(error: unknown): FlowError {
  if (isProxyClientError(error)) {
    const { code, messageKey, message, retryable, requestId } = error;
    return { code, messageKey, message, retryable, ...(requestId ? { requestId } : {}) };
  }
  return { code: 'unexpected', messageKey: 'error.generic', message: String(error), retryable: true };
}
