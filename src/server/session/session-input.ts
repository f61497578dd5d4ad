/**
 * The proxy's own reading of a createSession input, before the acquirer request is built
 * from it: an object whose `kind` is known, and the fields the proxy itself uses (the
 * return page, the change's amounts and old plan, the objects it spreads) of the right
 * shape. The acquirer fields are checked afterwards against the acquirer's schemas; a
 * merchant's server may send anything (the standalone's POST /sessions is JSON from any
 * language), so nothing here may throw a TypeError.
 */
// zod/mini, as the contract's schemas it composes with (ProductInfoCreate).
import * as z from 'zod/mini';
import { DecimalAmount } from '../../core/api/common.js';
import { ProductInfoCreate } from '../../core/api/subscription-plan.js';

export const SESSION_KINDS = ['order', 'subscription', 'subscription-change'] as const;

const absoluteHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://shop.example/checkout' });
const object = (what: string) => z.looseObject({}, { error: `must be an object (${what})` });

/** Fields the proxy reads itself, common to every kind. Everything else passes to the acquirer's check. */
const common = {
  returnUrl: z.optional(absoluteHttpUrl),
  successRedirectUrl: z.optional(z.string({ error: 'must be a URL string' })),
  failedRedirectUrl: z.optional(z.string({ error: 'must be a URL string' })),
  cancelRedirectUrl: z.optional(z.string({ error: 'must be a URL string' })),
  orderExpiredAt: z.optional(z.string({ error: 'must be an ISO 8601 date-time string' })),
  paymentInfo: z.optional(object('paymentInfo')),
};

// subscription-manage is told apart before this check (createManageSession) but is a kind all the same.
const kindError = `must be one of ${[...SESSION_KINDS, 'subscription-manage'].join(', ')}`;

export const SessionInputShape = z.discriminatedUnion(
  'kind',
  [
    z.looseObject({ kind: z.literal('order'), ...common }),
    z.looseObject({ kind: z.literal('subscription'), ...common }),
    z.looseObject({
      kind: z.literal('subscription-change'),
      ...common,
      // The contract's own rule for amounts (the proxy prices and prorates with these two).
      amount: DecimalAmount,
      fromPlan: z.object({ amount: DecimalAmount, currency: z.optional(z.string()), productInfo: ProductInfoCreate }, { error: 'must be an object {amount, currency?, productInfo}' }),
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? kindError : 'the body must be a JSON object with a kind') },
);

export interface InputIssue {
  path: string;
  message: string;
}

/** Every problem of the shape, as path + message; [] when it is fine. `rootBroken`: no request can be built at all. */
export function shapeIssues(input: unknown): { issues: InputIssue[]; rootBroken: boolean } {
  const parsed = SessionInputShape.safeParse(input);
  if (parsed.success) return { issues: [], rootBroken: false };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return { issues, rootBroken: issues.some((issue) => issue.path === '' || issue.path === 'kind') };
}
