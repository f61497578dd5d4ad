/**
 * The console message for a session that could not be loaded: written for the developer
 * who embeds the cashier, it names the likely cause and the fix (the shopper sees the
 * localized error screen instead). Pure: the element passes where it runs.
 */
import type { FlowError } from '../../core/flow/index.js';
import { isMerchantSetupError } from '../../client/proxy-client-error.js';
import type { ProxyErrorCode } from '../../core/contract/proxy-errors.js';

/** The codes a hint names: the proxy's (its contract) and the widget's own; a misspelt case is a type error. */
type HintCode = ProxyErrorCode | 'missing_session' | 'missing_endpoint' | 'network_error' | 'bad_response' | 'http_error';

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

/** `paying`: the error came from a Pay or cancel call, not from loading the session. */
export function loadErrorHint(error: FlowError, where: LoadContext, paying = false): string {
  const request = error.requestId ? `, request ${error.requestId}` : '';
  const cause = `${paying ? 'acq-cashier: the payment could not start' : PREFIX} (${error.code}: ${error.message}${request}).`;
  if (isMerchantSetupError(error)) {
    return `${cause} The acquirer refused the merchant's credentials: check the apiKey (and merchantId) given to createCashierProxy on your server (ACQ_API_KEY and ACQ_MERCHANT_ID for the standalone proxy and the demo), and that baseUrl is the acquirer they belong to. Shoppers cannot pay until it is fixed; the proxy's log has the request id.`;
  }
  const pageOrigin = originOf(where.pageUrl);
  const proxyOrigin = originOf(where.endpoint, where.pageUrl);
  switch (error.code as HintCode) {
    case 'missing_session':
      return `${cause} The session attribute is missing or empty, so no request was sent: create a session on your server with proxy.createSession() and pass its id, <acq-cashier session="cs_…" endpoint="${where.endpoint || '/cashier'}"> (in React or Vue, bind it: session={id}). The cashier loads as soon as the attribute is set.`;
    case 'missing_endpoint':
      return `${cause} The endpoint attribute is missing or empty, so no request was sent: set it to where createCashierProxy's handler is mounted (its basePath, default /cashier), <acq-cashier session="${where.session || 'cs_…'}" endpoint="/cashier">. The cashier loads as soon as the attribute is set.`;
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
