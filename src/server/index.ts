/** acq-cashier/server: the merchant proxy, the typed acquirer client, stores and adapters. */
export { createCashierProxy, type CashierProxy } from './proxy.js';
export { viewJson, viewScriptHtml } from './ssr-embed.js';
export { renderCashierHtml, type RenderCashierOptions } from './ssr.js';
export type { CashierProxyOptions } from './proxy-options.js';
export type { SessionResult, ResultListener } from './result-listener.js';
export type {
  CreateSessionInput,
  OrderSessionInput,
  SubscriptionSessionInput,
  SubscriptionChangeSessionInput,
} from './create-session.js';
export { createAcquirerClient, type AcquirerClient, type AcquirerClientOptions, type ChargebackFile } from './acquirer-client.js';
export { AcquirerRequestError } from './acquirer-call.js';
export type { CashierStore } from './store.js';
export { createMemoryStore } from './memory-store.js';
export { AcquirerError, AcquirerProtocolError, AcquirerUnavailableError, ProxyHttpError, SessionInputError } from './errors.js';
export { signCallback, verifyCallbackSignature, type SignatureCheck } from './callback-signature.js';
export { jsonLineLogger, type Logger, type LogEntry } from './logger.js';
export { pinoLogger, type PinoLike } from './pino-logger.js';
export { listenCashierProxy, toNodeListener, expressMiddleware } from './node.js';
export { StoreUnavailableError } from './redis-errors.js';
