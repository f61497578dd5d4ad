import type { CashierView } from '../src/core/api/cashier.js';
import type { ManageView } from '../src/core/api/manage-view.js';
import type { ShopOptions } from './shop-options.js';

/** The session's view, or undefined for an id the proxy does not know (never created, mistyped or expired). */
export async function sessionViewOrNone(shop: ShopOptions, sessionId: string): Promise<CashierView | ManageView | undefined> {
  try {
    return await shop.proxy.view(sessionId);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'session_not_found') return undefined;
    throw error;
  }
}

export async function knownSession(shop: ShopOptions, sessionId: string): Promise<boolean> {
  return (await sessionViewOrNone(shop, sessionId)) !== undefined;
}
