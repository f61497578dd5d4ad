import type { AcquirerClient } from './acquirer/acquirer-client.js';
import type { StatusSnapshot } from '../core/api/cashier.js';
import type { PayMethodDetail } from '../core/api/config.js';
import type { SubscriptionInquiryResponseData } from '../core/api/subscription.js';
import type { TokenRecord } from '../core/api/tokenization.js';
import type { ProxyBudgets } from './budgets.js';
import type { BackgroundHost } from './log/background.js';
import type { JsonStore } from './store/json-store.js';
import type { Logger } from './log/logger.js';
import type { ResolvedProxyOptions } from './proxy-options.js';
import type { CashierStore } from './store/store.js';

/** What every route handler of one proxy shares. */
export interface ProxyContext extends BackgroundHost {
  options: ResolvedProxyOptions;
  /** What one visitor may spend (streams, inquiries, hits), resolved from options.budgets. */
  budgets: ProxyBudgets;
  acquirer: AcquirerClient;
  store: CashierStore;
  records: JsonStore;
  /** Redacting logger. */
  log: Logger;
  merchantInfo: { merchantId: string; subMerchantId?: string };
  /** Work started after an answer was sent (callbacks); close() and tests wait for it. */
  background: Set<Promise<unknown>>;
  /** This proxy's own memory: two proxies in one process share none of it. */
  local: ProxyLocalState;
}

/** Calls in flight and short caches of one proxy (never module-level: a second proxy in the process has its own). */
export interface ProxyLocalState {
  /** Concurrent pay calls for one attempt (`pay:<session>:<attempt>`) share one promise. */
  payCalls: Map<string, Promise<StatusSnapshot>>;
  /** Tokenization inquiries under way, per user: views loaded at the same moment share one. */
  tokenInquiries: Map<string, Promise<TokenRecord[]>>;
  /** Pay method config answers, per currency, reused for payMethodCacheMs. */
  payMethodConfigs: Map<string, { at: number; details: Promise<PayMethodDetail[]> }>;
  /** Management URL requests under way, per session. */
  manageCalls: Map<string, Promise<{ url: string; expiresAt: string }>>;
  /** Subscription inquiries for pages' views under way, per subscription: reads at the same moment share one. */
  manageInquiries: Map<string, Promise<SubscriptionInquiryResponseData>>;
}

export function createLocalState(): ProxyLocalState {
  return { payCalls: new Map(), tokenInquiries: new Map(), payMethodConfigs: new Map(), manageCalls: new Map(), manageInquiries: new Map() };
}
