import type { AcquirerClient } from './acquirer/acquirer-client.js';
import type { BackgroundHost } from './log/background.js';
import type { JsonStore } from './store/json-store.js';
import type { Logger } from './log/logger.js';
import type { ResolvedProxyOptions } from './proxy-options.js';
import type { CashierStore } from './store/store.js';

/** What every route handler of one proxy shares. */
export interface ProxyContext extends BackgroundHost {
  options: ResolvedProxyOptions;
  acquirer: AcquirerClient;
  store: CashierStore;
  records: JsonStore;
  /** Redacting logger. */
  log: Logger;
  merchantInfo: { merchantId: string; subMerchantId?: string };
  /** Work started after an answer was sent (callbacks); close() and tests wait for it. */
  background: Set<Promise<unknown>>;
}
