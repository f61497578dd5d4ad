import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { currentAttempt, type SessionRecord } from './session.js';
import { randomBase64Url } from './session-id.js';

/** `GET sessions/:id/manage`: a fresh management URL of the session's subscription, once ACTIVE. */
export async function manageUrl(ctx: ProxyContext, session: SessionRecord): Promise<{ url: string; expiresAt: string }> {
  const attempt = currentAttempt(session);
  if (session.kind === 'order' || !attempt?.subscriptionId || session.snapshot.status !== 'succeeded') {
    throw new ProxyHttpError(409, 'not_manageable', 'error.generic', 'There is no active subscription to manage in this session');
  }
  const data = await ctx.acquirer.subscriptionManage({
    subscriptionId: attempt.subscriptionId,
    // Each call asks for a new URL, so each has its own idempotency key (64 max here).
    subscriptionRequest: `${session.requestKey}-m-${randomBase64Url(9)}`,
  });
  return { url: data.managementUrl, expiresAt: data.expiredAt };
}
