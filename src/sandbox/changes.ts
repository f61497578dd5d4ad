/**
 * Subscription changes. A change creates a new subscription from the original and
 * takes remainingAmount off its first payment(s). While a change is open, a new one is
 * refused; which code answers depends on the state (the spec names the four codes
 * without saying which is which, so this is our mapping):
 *
 * - A0048 ChangeInPayment: an open change's payment is under way (the new subscription
 *   is IN_PROGRESS: the user submitted payment and an extra step is pending).
 * - A0054 ChangeInProgress: another change request is open, waiting for the user
 *   (its new subscription is AUTHORIZATION_REQUIRED).
 * - A0050 ChangeAlreadyPaid: the original was already changed successfully (a paid
 *   change replaced it).
 * - A0049 ChangeWhileCancelling: the original is cancelled or otherwise no longer
 *   ACTIVE (cancelled by merchant, user or channel, closed, expired).
 */
import { ErrorCode } from '../core/api/error-codes.js';
import { fail, type FailureEnvelope } from '../core/api/envelope.js';
import type { SandboxContext } from './context.js';
import type { Subscription } from './state.js';
import { cancelSubscription } from './subscriptions.js';

/** Why `origin` cannot be changed now, or undefined. */
export function changeRefusal(ctx: SandboxContext, origin: Subscription): FailureEnvelope | undefined {
  const changes = [...ctx.state.changes.values()].filter((c) => c.originSubscriptionId === origin.subscriptionId);
  const open = changes.find((c) => c.status === 'PROCESSING');
  if (open) {
    const next = ctx.state.subscriptions.get(open.newSubscriptionId);
    if (next?.status === 'IN_PROGRESS') {
      return fail(ErrorCode.ChangeInPayment, `a plan change (${open.subscriptionRequest}) of this subscription is in payment`, { subscriptionRequest: open.subscriptionRequest });
    }
    return fail(ErrorCode.ChangeInProgress, `another change request (${open.subscriptionRequest}) of this subscription is in progress`, { subscriptionRequest: open.subscriptionRequest });
  }
  const paid = changes.find((c) => c.status === 'SUCCESS');
  if (paid) {
    return fail(ErrorCode.ChangeAlreadyPaid, `this subscription was already changed by ${paid.subscriptionRequest}`, { subscriptionRequest: paid.subscriptionRequest });
  }
  if (origin.status !== 'ACTIVE') {
    return fail(ErrorCode.ChangeWhileCancelling, `subscription ${origin.subscriptionId} is ${origin.status}; only an ACTIVE subscription can be changed`, { subscriptionStatus: origin.status });
  }
  return undefined;
}

/** Settles each change once its new subscription is decided; called once where the sandbox is wired. */
export function subscribeChangeSettlement(ctx: SandboxContext): void {
  ctx.on('changeDecided', ({ changeRequest, outcome }) => settleChange(ctx, changeRequest, outcome));
}

/** The new subscription was decided: the change succeeds (the original ends) or fails. */
function settleChange(ctx: SandboxContext, subscriptionRequest: string, status: 'SUCCESS' | 'FAILED'): void {
  const change = ctx.state.changes.get(subscriptionRequest);
  if (!change || change.status !== 'PROCESSING') return;
  change.status = status;
  change.updatedAt = ctx.clock.now();
  const origin = ctx.state.subscriptions.get(change.originSubscriptionId);
  if (status === 'SUCCESS' && origin) cancelSubscription(ctx, origin, 'MERCHANT_CHANGED');
  const next = ctx.state.subscriptions.get(change.newSubscriptionId);
  if (next) ctx.emit('change', { change, sub: next });
}
