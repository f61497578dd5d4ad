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
import { DateTimeString, DecimalAmount } from '../../core/api/common.js';
import { envelopeFromIssues, type IssueLike } from '../../core/api/envelope.js';
import { ProductInfoCreate } from '../../core/api/subscription-plan.js';
import { SessionInputError } from '../errors.js';

export const SESSION_KINDS = ['order', 'subscription', 'subscription-change'] as const;

/** A page of the merchant's the shopper is sent to: never a javascript: or relative URL. */
const absoluteHttpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an absolute http(s) URL such as ${example}` });
/** Where the widget sends the shopper after the result (successRedirectUrl and its siblings). */
const redirectUrl = absoluteHttpUrl('https://shop.example/thanks');
const object = (what: string) => z.looseObject({}, { error: `must be an object (${what})` });

/** Fields the proxy reads itself, common to every kind. Everything else passes to the acquirer's check. */
const common = {
  returnUrl: z.optional(absoluteHttpUrl('https://shop.example/checkout')),
  successRedirectUrl: z.optional(redirectUrl),
  failedRedirectUrl: z.optional(redirectUrl),
  cancelRedirectUrl: z.optional(redirectUrl),
  orderExpiredAt: z.optional(DateTimeString),
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
  // The shape's own words where it has them (kind, the URLs); the acquirer's rule words for zod's bare "Invalid input".
  const described = describedIssues(parsed.error.issues, input);
  const issues = parsed.error.issues.map((issue, i) => (issue.message.startsWith('Invalid input') ? described[i]! : { ...described[i]!, message: issue.message }));
  return { issues, rootBroken: issues.some((issue) => issue.path === '' || issue.path === 'kind') };
}

/** Schema issues in the acquirer's words ("is required", "must be one of DAILY, WEEKLY, MONTHLY"), as path + message. */
export function describedIssues(issues: readonly IssueLike[], body: unknown): InputIssue[] {
  return issues.map((issue) => {
    const envelope = envelopeFromIssues({ issues: [issue] }, body);
    const path = String(envelope.msgParams?.['field'] ?? '');
    const prefix = `${path === '' ? 'request body' : path}: `;
    return { path, message: envelope.msg.startsWith(prefix) ? envelope.msg.slice(prefix.length) : envelope.msg };
  });
}

/** One SessionInputError listing every problem ("path: message; …"). */
export function inputError(code: string, issues: readonly InputIssue[]): SessionInputError {
  const message = issues.map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`)).join('; ');
  return new SessionInputError(code, message || 'invalid session input', issues);
}
