import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, type SessionRecord } from './session.js';
import { randomBase64Url } from './session-id.js';

export interface ManageLink {
  url: string;
  expiresAt: string;
}

/** A stored URL is handed out until this long before its expiredAt: the shopper has time to open it. */
const MANAGE_URL_MARGIN_MS = 5 * 60_000;
const manageKey = (sessionId: string) => `manage:${sessionId}`;

/**
 * `GET sessions/:id/manage`: the management URL of the session's subscription, once
 * ACTIVE. One URL per session until near its expiredAt (kept in the store, so reloads
 * and other processes reuse it): a visitor cannot make the acquirer mint one per hit.
 * Calls at the same moment in this proxy share one request.
 */
export async function manageUrl(ctx: ProxyContext, session: SessionRecord): Promise<ManageLink> {
  const attempt = currentAttempt(session);
  if (session.kind === 'order' || !attempt?.subscriptionId || session.snapshot.status !== 'succeeded') {
    throw new ProxyHttpError('not_manageable', 'There is no active subscription to manage in this session');
  }
  const stored = await ctx.store.get(manageKey(session.id));
  if (stored !== undefined) return JSON.parse(stored) as ManageLink;
  const calls = ctx.local.manageCalls;
  const running = calls.get(session.id);
  if (running) return running;
  const call = newManageUrl(ctx, session, attempt.subscriptionId).finally(() => calls.delete(session.id));
  calls.set(session.id, call);
  return call;
}

async function newManageUrl(ctx: ProxyContext, session: SessionRecord, subscriptionId: string): Promise<ManageLink> {
  const data = await ctx.acquirer.subscriptionManage({
    subscriptionId,
    // Each new URL has its own idempotency key (64 max here).
    subscriptionRequest: `${session.requestKey}-m-${randomBase64Url(9)}`,
  });
  const link = { url: data.managementUrl, expiresAt: data.expiredAt };
  const reusableMs = Date.parse(data.expiredAt) - Date.now() - MANAGE_URL_MARGIN_MS;
  if (reusableMs > 0) await ctx.store.set(manageKey(session.id), JSON.stringify(link), reusableMs);
  return link;
}
