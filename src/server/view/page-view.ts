/**
 * What a merchant's page embeds for any session id (proxy.view): the checkout's view, or
 * for a `subscription-manage` session the subscription page's, each as
 * `GET sessions/:id` answers it, with the first screen's formatted strings and catalog.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { ManageView } from '../../core/api/manage-view.js';
import { loadManageSession, loadSession } from '../http/session-loader.js';
import type { ProxyContext } from '../proxy-context.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import { isManageSessionId } from '../session/session-id.js';
import type { ShopperLanguages } from './first-screen-formats.js';
import { manageFirstScreen } from './manage-first-screen.js';
import { manageView } from './manage-view.js';
import { sessionView } from './view.js';

export async function pageView(ctx: ProxyContext, sessionId: string, languages?: ShopperLanguages): Promise<CashierView | ManageView> {
  if (isManageSessionId(sessionId)) return embeddedManageView(ctx, await loadManageSession(ctx, sessionId), languages);
  return sessionView(ctx, await loadSession(ctx, sessionId), languages);
}

/** A live manage session's view: what its view route answers and what a page embeds. */
export async function embeddedManageView(ctx: ProxyContext, session: ManageSessionRecord, languages?: ShopperLanguages): Promise<ManageView> {
  return manageFirstScreen(await manageView(ctx, session), languages);
}
