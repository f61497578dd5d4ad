/**
 * `<acq-cashier>` without a session or an endpoint (absent, empty or blank) has nothing to
 * load: rather than a skeleton forever and a request to `{endpoint}/sessions/`, it fails
 * with one of these (acq-error, a console hint, an error screen) and sends no request.
 */
import type { FlowError } from '../../core/flow/index.js';

export const MISSING_SESSION: FlowError = {
  code: 'missing_session',
  messageKey: 'error.setup',
  message: 'The session attribute is missing or empty',
  retryable: false,
};

export const MISSING_ENDPOINT: FlowError = {
  code: 'missing_endpoint',
  messageKey: 'error.setup',
  message: 'The endpoint attribute is missing or empty',
  retryable: false,
};

/** The first attribute a run cannot do without, as the error to show; undefined when both are set. */
export function missingAttribute(host: { readonly session?: string | undefined; readonly endpoint?: string | undefined }): FlowError | undefined {
  if (!host.session?.trim()) return MISSING_SESSION;
  if (!host.endpoint?.trim()) return MISSING_ENDPOINT;
  return undefined;
}
