/**
 * The console message for a session that could not be loaded: written for the developer
 * who embeds the cashier or the subscription page, it names the likely cause and the fix
 * (the shopper sees the localized error screen instead). Pure: the element passes where it
 * runs and which element it is, whose tag and session the examples show.
 */
import type { FlowError } from '../../core/flow/index.js';
import { isMerchantSetupError } from '../../client/proxy-client-error.js';
import type { ProxyErrorCode } from '../../core/contract/proxy-errors.js';

/** The codes a hint names: the proxy's (its contract) and the widget's own; a misspelt case is a type error. */
type HintCode = ProxyErrorCode | 'missing_session' | 'missing_endpoint' | 'checkout_session' | 'network_error' | 'bad_response' | 'http_error';

export interface LoadContext {
  endpoint: string;
  session: string;
  /** The page's address (location.href): the endpoint resolves against it. */
  pageUrl: string;
  /** The element that failed; `acq-cashier` when not given. */
  element?: 'acq-cashier' | 'acq-subscription-manage';
}

/** A page's CSP can block the proxy too, and the browser reports that as a network error as well. */
const CONNECT_SRC = "the page's Content-Security-Policy lets it connect there (connect-src; the console says so above if it refused)";

function originOf(url: string, base?: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
}

/** `paying`: the error came from a Pay or cancel call, not from loading the session. */
export function loadErrorHint(error: FlowError, where: LoadContext, paying = false): string {
  const tag = where.element ?? 'acq-cashier';
  const request = error.requestId ? `, request ${error.requestId}` : '';
  const cause = `${paying ? `${tag}: the payment could not start` : `${tag}: the session could not be loaded`} (${error.code}: ${error.message}${request}).`;
  if (isMerchantSetupError(error)) {
    return `${cause} The acquirer refused the merchant's credentials: check the apiKey (and merchantId) given to createCashierProxy on your server (ACQ_API_KEY and ACQ_MERCHANT_ID for the standalone proxy and the demo), and that baseUrl is the acquirer they belong to. Shoppers cannot pay until it is fixed; the proxy's log has the request id.`;
  }
  const setup = setupHint(error.code as HintCode, where);
  if (setup) return `${cause} ${setup}`;
  const pageOrigin = originOf(where.pageUrl);
  const proxyOrigin = originOf(where.endpoint, where.pageUrl);
  switch (error.code as HintCode) {
    case 'origin_not_allowed':
      return `${cause} The proxy refused this page's origin ${pageOrigin}: add it to the allowedOrigins option of createCashierProxy.`;
    case 'network_error':
      return proxyOrigin !== pageOrigin
        ? `${cause} ${proxyOrigin} could not be reached from ${pageOrigin}: check that the proxy runs there and that it allows this origin (the allowedOrigins option of createCashierProxy; the browser hides a CORS refusal as a network error), and that ${CONNECT_SRC}.`
        : `${cause} The proxy at ${where.endpoint} could not be reached: check that the server runs, and that ${CONNECT_SRC}.`;
    case 'bad_response':
    case 'http_error':
    case 'not_found':
      return `${cause} ${where.endpoint} did not answer as the cashier proxy: the endpoint attribute must be where createCashierProxy's handler is mounted (its basePath, default /cashier).`;
    default:
      return cause;
  }
}

/** The fix of a mistake in the element's own attributes (a missing one, a session of the other element), else undefined. */
function setupHint(code: HintCode, where: LoadContext): string | undefined {
  const page = where.element === 'acq-subscription-manage';
  const tag = page ? 'acq-subscription-manage' : 'acq-cashier';
  // The subscription page's session is of its own kind (ms_…), a checkout's is the default (cs_…).
  const create = page ? "proxy.createSession({ kind: 'subscription-manage', … })" : 'proxy.createSession()';
  const example = page ? 'ms_…' : 'cs_…';
  const endpoint = where.endpoint || '/cashier';
  switch (code) {
    case 'missing_session':
      return `The session attribute is missing or empty, so no request was sent: create a session on your server with ${create} and pass its id, <${tag} session="${example}" endpoint="${endpoint}"> (in React or Vue, bind it: session={id}). The ${page ? 'page' : 'cashier'} loads as soon as the attribute is set.`;
    case 'missing_endpoint':
      return `The endpoint attribute is missing or empty, so no request was sent: set it to where createCashierProxy's handler is mounted (its basePath, default /cashier), <${tag} session="${where.session || example}" endpoint="/cashier">. The ${page ? 'page' : 'cashier'} loads as soon as the attribute is set.`;
    case 'checkout_session':
      return `"${where.session}" is a checkout session, not a subscription page's: show it with <acq-cashier session="${where.session}" endpoint="${endpoint}">, or create a subscription-manage session on your server with ${create} and pass its id (ms_…) to <acq-subscription-manage>.`;
    case 'session_not_found':
      return `The proxy at ${where.endpoint} knows no session "${where.session}" (unknown or expired): create one on your server with ${create} and pass its id in the session attribute.`;
    default:
      return undefined;
  }
}
