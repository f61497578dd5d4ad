/**
 * A `subscription-manage` session is the merchant's subscription page, not a checkout: the
 * view read fails with MANAGE_SESSION, and the cashier shows the page (a lazy chunk) instead.
 * A page view the merchant's server embedded (`.view` or the script child, as a checkout's)
 * skips that read: the page (in-cashier.ts) shows it at once and checks it with the proxy.
 */
import { MANAGE_SESSION } from '../../client/proxy-client.js';
import { loadSubscriptionManage, type ManagePage } from './manage-page.js';

/** The page's renderer when the load failed because the session is a subscription page; undefined otherwise (or its chunk failed). */
export async function managePageFor(error: unknown): Promise<ManagePage | undefined> {
  if ((error as { code?: unknown } | null)?.code !== MANAGE_SESSION) return undefined;
  return (await loadSubscriptionManage().catch(() => undefined))?.manageInCashier;
}

/** What the view read of a session whose page view is embedded fails with, without asking. */
export const MANAGE_EMBEDDED = { code: MANAGE_SESSION };
