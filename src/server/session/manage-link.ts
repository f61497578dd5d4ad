/**
 * The acquirer's management page of a subscription (`subscription/manage`), one URL per
 * holder until near its expiredAt: kept in the store, so reloads and other processes
 * reuse it and a visitor cannot make the acquirer mint one per hit.
 */
import type { ProxyContext } from '../proxy-context.js';
import { randomBase64Url } from './session-id.js';

export interface ManageLink {
  url: string;
  expiresAt: string;
}

/** A stored URL is handed out until this long before its expiredAt: the shopper has time to open it. */
export const MANAGE_URL_MARGIN_MS = 5 * 60_000;

/**
 * The stored link under `cacheKey`, else a new one for the subscription, stored for its
 * remaining life minus the margin. `requestKey` prefixes the call's idempotency key.
 */
export async function reusableManageLink(ctx: ProxyContext, cacheKey: string, subscriptionId: string, requestKey: string): Promise<ManageLink> {
  const stored = await ctx.store.get(cacheKey);
  if (stored !== undefined) return JSON.parse(stored) as ManageLink;
  const data = await ctx.acquirer.subscriptionManage({
    subscriptionId,
    // Each new URL has its own idempotency key (64 max here).
    subscriptionRequest: `${requestKey}-m-${randomBase64Url(9)}`,
  });
  const link = { url: data.managementUrl, expiresAt: data.expiredAt };
  const reusableMs = Date.parse(data.expiredAt) - Date.now() - MANAGE_URL_MARGIN_MS;
  if (reusableMs > 0) await ctx.store.set(cacheKey, JSON.stringify(link), reusableMs);
  return link;
}
