import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { reusableManageLink, type ManageLink } from './manage-link.js';
import { currentAttempt, type SessionRecord } from './session.js';

export type { ManageLink } from './manage-link.js';

/**
 * `GET sessions/:id/manage`: the management URL of the session's subscription, once
 * ACTIVE, reused until near its expiredAt (manage-link.ts).
 */
export async function manageUrl(ctx: ProxyContext, session: SessionRecord): Promise<ManageLink> {
  const attempt = currentAttempt(session);
  if (session.kind === 'order' || !attempt?.subscriptionId || session.snapshot.status !== 'succeeded') {
    throw new ProxyHttpError('not_manageable', 'There is no active subscription to manage in this session');
  }
  return reusableManageLink(ctx, session, attempt.subscriptionId);
}
