/**
 * The console message for a session that could not be loaded: written for the developer
 * who embeds the cashier, it names the likely cause and the fix (the shopper sees the
 * localized error screen instead). Pure: the element passes where it runs.
 */
import type { FlowError } from '../../core/flow/index.js';

export interface LoadContext {
  endpoint: string;
  session: string;
  /** The page's address (location.href): the endpoint resolves against it. */
  pageUrl: string;
}

function originOf(url: string, base?: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
}

const PREFIX = 'acq-cashier: the session could not be loaded';

export function loadErrorHint(error: FlowError, where: LoadContext): string {
  const cause = `${PREFIX} (${error.code}: ${error.message}).`;
  const pageOrigin = originOf(where.pageUrl);
  const proxyOrigin = originOf(where.endpoint, where.pageUrl);
  switch (error.code) {
    case 'origin_not_allowed':
      return `${cause} The proxy refused this page's origin ${pageOrigin}: add it to the allowedOrigins option of createCashierProxy.`;
    case 'session_not_found':
      return `${cause} The proxy at ${where.endpoint} knows no session "${where.session}" (unknown or expired): create one on your server with proxy.createSession() and pass its id in the session attribute.`;
    case 'network_error':
      return proxyOrigin !== pageOrigin
        ? `${cause} ${proxyOrigin} could not be reached from ${pageOrigin}: check that the proxy runs there and that it allows this origin (the allowedOrigins option of createCashierProxy; the browser hides a CORS refusal as a network error).`
        : `${cause} The proxy at ${where.endpoint} could not be reached: check that the server runs.`;
    case 'bad_response':
    case 'http_error':
    case 'not_found':
      return `${cause} ${where.endpoint} did not answer as the cashier proxy: the endpoint attribute must be where createCashierProxy's handler is mounted (its basePath, default /cashier).`;
    default:
      return cause;
  }
}
