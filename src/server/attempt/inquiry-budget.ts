import type { ProxyContext } from '../proxy-context.js';

const inquiryKey = (subject: string) => `inquiry:${subject}`;

/**
 * Whether a browser's read (a stream's heartbeat, `GET status`, the view) may ask the
 * acquirer about this session now: one per inquiryIntervalMs per session, whatever the
 * clients do and across processes (a "last asked" lease in the store; whoever takes it
 * asks, the others answer the stored snapshot). Pay, cancel, callbacks and reconciliation
 * are not counted: they must not be put off, and each is bounded otherwise (pay calls per
 * client; one cancel at a time per session, whose concurrent repeats share its outcome:
 * attempt/cancel.ts; callbacks once per notifyId). `subject` is the session's id,
 * or `sub:<subscriptionId>` for the pages of a subscription (view/manage-view.ts).
 */
export async function mayInquire(ctx: ProxyContext, subject: string): Promise<boolean> {
  const intervalMs = ctx.budgets.inquiryIntervalMs;
  if (intervalMs <= 0) return true;
  return ctx.store.setIfAbsent(inquiryKey(subject), '1', intervalMs);
}
