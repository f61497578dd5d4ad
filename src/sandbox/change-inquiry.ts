/** The change inquiry data (also the data of the change result callback). */
import type { SandboxContext } from './context.js';
import { fromMinor } from './money.js';
import type { Subscription, SubscriptionChange } from './state.js';
import { subscriptionCreated, subscriptionInquiryData } from './subscriptions.js';

export function changeInquiryData(ctx: SandboxContext, change: SubscriptionChange, sub: Subscription, baseUrl: string) {
  const inquiry = subscriptionInquiryData(ctx, sub, baseUrl, false);
  return {
    ...subscriptionCreated(ctx, sub, baseUrl),
    originSubscriptionRequest: change.originSubscriptionRequest,
    // Inferred: the change's own state (PROCESSING, SUCCESS, FAILED).
    changeStatus: change.status,
    remainingAmount: fromMinor(change.remainingAmountMinor, change.currency),
    currency: change.currency,
    productInfoList: [inquiry.productInfo],
    requestedAt: inquiry.requestedAt,
    updatedAt: change.updatedAt.toISOString(),
    ...(sub.failedReason ? { failedReason: JSON.stringify(sub.failedReason) } : {}),
  };
}
