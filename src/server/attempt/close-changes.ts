/**
 * A subscription cancelled on its page closes the plan changes that any page of it made
 * (another tab's too) and that are not paid (`POST sessions/:id/subscription/cancel`,
 * after the cancel): their
 * checkouts stop taking a Pay, and their tabs show them cancelled. A change waiting
 * for the shopper at the acquirer's page cannot be cancelled there (only ACTIVE
 * subscriptions can), so it is closed here; if the shopper pays on that page anyway, the
 * approval counts as after the cancel (late-approval.ts), and is given back. A change the
 * acquirer is deciding, or whose create answer is unknown, holds the cancel back until
 * the acquirer has said (cancel-hold.ts): approved, the page follows it and the shopper
 * cancels the subscription they now have.
 */
import type { StatusSnapshot } from '../../core/api/cashier.js';
import type { ProxyContext } from '../proxy-context.js';
import { changesOfSubscription } from '../session/manage-change.js';
import type { ManageSessionRecord } from '../session/manage-session.js';
import { currentAttempt, sessionKey, type SessionRecord } from '../session/session.js';
import { closedSnapshot, withSessionCancelClaim } from './cancel.js';
import { applySnapshot } from './ledger.js';
import { SUBSCRIPTION_CANCELLED_CODE } from './subscription-cancelled.js';

/** Idempotent: a repeat of the page's cancel runs it again, and closed changes stay as they are. */
export async function closeChangesOfPage(ctx: ProxyContext, page: ManageSessionRecord): Promise<void> {
  for (const change of await changesOfSubscription(ctx, page)) {
    // Under the change's cancel claim, one at a time with its shopper's own cancel.
    if (isClosable(change)) await withSessionCancelClaim(ctx, change.id, () => closeOnce(ctx, change));
  }
}

/** Not paid and not being decided: before its first Pay, after a failed one, or waiting on the shopper. */
function isClosable(change: SessionRecord): boolean {
  return !change.unresolved && ['open', 'failed', 'action_required'].includes(change.snapshot.status);
}

async function closeOnce(ctx: ProxyContext, loaded: SessionRecord): Promise<StatusSnapshot> {
  const change = (await ctx.records.read<SessionRecord>(sessionKey(loaded.id))) ?? loaded;
  if (!isClosable(change)) return change.snapshot;
  const closed: StatusSnapshot = {
    ...closedSnapshot(change, currentAttempt(change)),
    result: { code: SUBSCRIPTION_CANCELLED_CODE, messageKey: 'result.cancelled.body', message: 'The subscription this plan change was for was cancelled' },
  };
  const stored = await applySnapshot(ctx, change.id, closed, { closingAfterFailure: true });
  ctx.log({ level: 'info', msg: 'plan change closed: its subscription was cancelled', sessionId: change.id });
  return stored?.snapshot ?? closed;
}
