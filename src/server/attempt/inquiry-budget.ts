import type { ProxyContext } from '../proxy-context.js';

const inquiryKey = (sessionId: string) => `inquiry:${sessionId}`;

/**
 * Whether a browser's read (a stream's heartbeat, `GET status`, the view) may ask the
 * acquirer about this session now: one per inquiryIntervalMs per session, whatever the
 * clients do and across processes (a "last asked" lease in the store; whoever takes it
 * asks, the others answer the stored snapshot). The merchant's own paths (pay, cancel,
 * callbacks, reconciliation) are not counted: they are rare and must not be put off.
 */
export async function mayInquire(ctx: ProxyContext, sessionId: string): Promise<boolean> {
  const intervalMs = ctx.budgets.inquiryIntervalMs;
  if (intervalMs <= 0) return true;
  return ctx.store.setIfAbsent(inquiryKey(sessionId), '1', intervalMs);
}
