/**
 * A `subscription-manage` session is the merchant's subscription page, not a checkout: the
 * view read fails with MANAGE_SESSION, and the cashier shows the page (a lazy chunk) instead.
 */
import { MANAGE_SESSION } from '../../client/proxy-client.js';
import { lazyModule } from '../../core/lazy-module.js';

const loadSubscriptionManage = lazyModule(() => import('../acq-subscription-manage/in-cashier.js'));
export type ManagePage = Awaited<ReturnType<typeof loadSubscriptionManage>>['manageInCashier'];

/** The page's renderer when the load failed because the session is a subscription page; undefined otherwise (or its chunk failed). */
export async function managePageFor(error: unknown): Promise<ManagePage | undefined> {
  if ((error as { code?: unknown } | null)?.code !== MANAGE_SESSION) return undefined;
  return (await loadSubscriptionManage().catch(() => undefined))?.manageInCashier;
}
