/**
 * `<acq-cashier>` or `<acq-subscription-manage>` without a session or an endpoint
 * (absent, empty or blank) has nothing to load: rather than a loading screen forever and a
 * request to `{endpoint}/sessions/`, it fails with `missing_session` or `missing_endpoint`
 * (acq-error, a console hint, an error screen) and sends no request.
 */
import type { FlowError } from '../../core/flow/index.js';

/** The first attribute a run cannot do without, as the error to show; undefined when both are set. */
export function missingAttribute(host: { readonly session?: string | undefined; readonly endpoint?: string | undefined }): FlowError | undefined {
  const name = !host.session?.trim() ? 'session' : !host.endpoint?.trim() ? 'endpoint' : undefined;
  return name && { code: `missing_${name}`, messageKey: 'error.setup', message: `no ${name} attribute`, retryable: false };
}
