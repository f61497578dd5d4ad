/**
 * A `subscription-manage` session is the merchant's subscription page, not a checkout: the
 * view read fails with MANAGE_SESSION, and the cashier shows the page (a lazy chunk) instead.
 * A page view the merchant's server embedded (`.view` or the script child, as a checkout's)
 * skips that read: the page (in-cashier.ts) shows it at once and checks it with the proxy.
 */
import type { FlowError } from '../../core/flow/state.js';
import { MANAGE_SESSION } from '../../client/proxy-client.js';
import { discardServerHtml } from '../shared/server-html.js';
import type { ElementHost } from '../shared/server-rendered.js';
import { codeUnavailable } from './error-fallback.js';
import { loadSubscriptionManage, type ManagePage } from './manage-page.js';

/** The page's renderer when the load failed because the session is a subscription page; undefined otherwise (or its chunk failed). */
export async function managePageFor(error: unknown): Promise<ManagePage | undefined> {
  if (!isManageSession(error)) return undefined;
  return (await loadSubscriptionManage().catch(() => undefined))?.manageInCashier;
}

function isManageSession(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === MANAGE_SESSION;
}

/** The page's chunk did not load. */
export const MANAGE_CODE_UNAVAILABLE = codeUnavailable("the subscription page's code");

/**
 * A subscription page whose chunk did not load: that error, with the server's HTML of the
 * page (if any) discarded so that the error screen renders; undefined for any other failure.
 */
export function manageLoadFailure(error: unknown, host: ElementHost): FlowError | undefined {
  if (!isManageSession(error)) return undefined;
  discardServerHtml(host);
  return MANAGE_CODE_UNAVAILABLE;
}

/** What the view read of a session whose page view is embedded fails with, without asking. */
export const MANAGE_EMBEDDED = { code: MANAGE_SESSION };
