/** The pay body the widget sends: part of the widget↔proxy contract (cashier.ts re-exports it). */
import * as z from 'zod/mini';
import { PAY_REQUEST_LIMITS as MAX } from './pay-request-limits.js';

/**
 * `POST {endpoint}/sessions/:id/pay`. Only the shopper's choice travels: price,
 * currency, plan, merchant ids and redirect URLs are refused with 400.
 * `attempt` is the attempt the widget is paying (view.status.attempt, plus one after a
 * failure); the same attempt twice replays the first answer, so a reload or a double
 * click never creates a second payment.
 */
export const PayRequest = z.object({
  payMethodType: z.string().check(z.minLength(1), z.maxLength(MAX.payMethodType)),
  payMethodName: z.optional(z.string().check(z.maxLength(MAX.payMethodName))),
  tokenId: z.optional(z.string().check(z.maxLength(MAX.tokenId))),
  attempt: z.number().check(z.int(), z.positive()),
  /** The language the shopper picked in the cashier's menu (one the cashier speaks): the acquirer's page speaks it too. */
  language: z.optional(z.string().check(z.maxLength(MAX.language))),
});
export type PayRequest = z.infer<typeof PayRequest>;
