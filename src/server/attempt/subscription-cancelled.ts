/**
 * A plan change closed because the shopper cancelled the subscription it was for
 * (close-changes.ts): its result code, which late-approval.ts reads to give back an
 * approval that comes after all.
 */
import type { SessionRecord } from '../session/session.js';

export const SUBSCRIPTION_CANCELLED_CODE = 'subscription_cancelled';

export const closedForCancelledSubscription = (session: SessionRecord): boolean => session.snapshot.result?.code === SUBSCRIPTION_CANCELLED_CODE;
