/**
 * The attempt's acquirer reads: what the acquirer (the source of truth) holds for an
 * attempt, by its request id. Reads only — the caller decides what to write (ledger.ts)
 * and whether a browser's read may ask at all (inquiry-budget.ts).
 */
import type { ProxyContext } from '../proxy-context.js';
import type { AttemptRecord, SessionRecord } from '../session/session.js';
import { acquirerStateOf, type AcquirerState } from './snapshot.js';

/** Asks the acquirer (the source of truth) how the current attempt stands. */
export async function inquireAttempt(ctx: ProxyContext, session: SessionRecord, attempt: AttemptRecord): Promise<AcquirerState> {
  switch (session.kind) {
    case 'order':
      return acquirerStateOf(await ctx.acquirer.orderInquiry({ paymentRequestId: attempt.requestId }));
    case 'subscription':
      return acquirerStateOf(await ctx.acquirer.subscriptionInquiry({ subscriptionRequest: attempt.requestId }));
    case 'subscription-change':
      return acquirerStateOf(await ctx.acquirer.subscriptionChangeInquiry({ subscriptionRequest: attempt.requestId }));
  }
}
