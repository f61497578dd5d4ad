/** The pay body the widget sends: part of the widget↔proxy contract (cashier.ts re-exports it). */
import * as z from 'zod/mini';

/**
 * `POST {endpoint}/sessions/:id/pay`. Only the shopper's choice travels: price,
 * currency, plan, merchant ids and redirect URLs are refused with 400.
 * `attempt` is the attempt the widget is paying (view.status.attempt, plus one after a
 * failure); the same attempt twice replays the first answer, so a reload or a double
 * click never creates a second payment.
 */
export const PayRequest = z.object({
  payMethodType: z.string().check(z.minLength(1), z.maxLength(256)),
  payMethodName: z.optional(z.string().check(z.maxLength(256))),
  tokenId: z.optional(z.string().check(z.maxLength(64))),
  attempt: z.number().check(z.int(), z.positive()),
});
export type PayRequest = z.infer<typeof PayRequest>;
