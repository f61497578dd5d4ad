/** acq-cashier/server: the merchant proxy, the typed acquirer client, stores and adapters. */
export { createCashierProxy, type CashierProxy, type CreatedSession } from './proxy.js';
export { viewJson, viewScriptHtml } from './view/ssr-embed.js';
export { renderCashierHtml, type RenderCashierOptions } from './view/ssr.js';
export type { CashierProxyOptions } from './proxy-options.js';
export type { ProxyBudgets } from './budgets.js';
export type { SessionResult, ResultListener } from './results/result-listener.js';
export type {
  CreateSessionInput,
  OrderSessionInput,
  SubscriptionSessionInput,
  SubscriptionChangeSessionInput,
} from './session/create-session.js';
export type { ManageSessionInput, ManagePlanInput } from './session/manage-input.js';
export { createAcquirerClient, type AcquirerClient, type AcquirerClientOptions, type ChargebackFile } from './acquirer/acquirer-client.js';
export { AcquirerRequestError } from './acquirer/acquirer-call.js';
export type { CashierStore } from './store/store.js';
export { createMemoryStore } from './store/memory-store.js';
export { AcquirerError, AcquirerProtocolError, AcquirerUnavailableError, MerchantMisconfiguredError, ProxyHttpError, SessionInputError, SessionOwnershipError, errorAnswerOf, type ErrorAnswer } from './errors.js';
export { signCallback, verifyCallbackSignature, type SignatureCheck } from './acquirer/callback-signature.js';
export { signResult, verifyResultSignature, RESULT_SIGNATURE_HEADER } from './standalone/result-signature.js';
export { jsonLineLogger, type Logger, type LogEntry } from './log/logger.js';
export { pinoLogger, type PinoLike } from './log/pino-logger.js';
export { sessionTag } from './log/session-tag.js';
export { listenCashierProxy, toNodeListener, expressMiddleware } from './adapters/node.js';
export { SLOW_CLIENT_LIMITS } from './adapters/slow-clients.js';
export { StoreUnavailableError } from './store/redis-errors.js';
