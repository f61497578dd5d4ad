import type { AccountBook } from './accounts.js';
import type { CashierProxy } from '../src/server/index.js';

/** What the demo shop's server code needs: the proxy, and who and where the shop is. */
export interface ShopOptions {
  proxy: CashierProxy;
  /** The shop's public origin, e.g. http://127.0.0.1:5173. */
  publicUrl: string;
  merchantId: string;
  /** The shop's memory of whose subscription is whose (accounts.ts); one of its own when not given. */
  accounts?: AccountBook;
  /** Checkouts (POST /api/checkout) a client address may start per minute (checkout-limit.ts); 60 when not given. */
  checkoutRateLimitPerMinute?: number;
}
