import type * as z from 'zod/mini';
import type { StatusSnapshot } from '../../core/api/cashier.js';
import { envelopeFromIssues } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { OrderCreateRequest, type PaymentInfoOrder } from '../../core/api/order.js';
import { SubscriptionCreateRequest, type PaymentInfoCreate } from '../../core/api/subscription.js';
import { SubscriptionChangeRequest } from '../../core/api/subscription-change.js';
import type { ProductInfoCreate } from '../../core/api/subscription-plan.js';
import { validateAppearanceForSession } from '../../core/theme/index.js';
import { subtractFloorZero } from './decimal.js';
import { SessionInputError } from '../errors.js';
import { firstPaymentOf, planView } from './plan-view.js';
import type { SessionRecord, SessionRequest } from './session.js';
import { newRequestKey, newSessionId } from './session-id.js';
import { currencyIssues } from './currency-rules.js';
import { describedIssues, inputError, shapeIssues, type InputIssue } from './session-input.js';

/** The shortest orderExpiredAt a session may be given: time for the shopper to load the page and pay. */
const MIN_EXPIRY_MS = 60_000;

/** Fields the proxy always fills itself; a value given by the merchant is refused (proxyFilledIssues). */
type Filled = 'merchantInfo' | 'notifyUrl';

/** Where the shopper comes back from the acquirer's pages when the merchant sets no redirect URL. */
interface ReturnUrl {
  /** The page that shows the widget. Default: the proxy's returnUrl option, else publicUrl + "/". */
  returnUrl?: string;
}

export type OrderSessionInput = { kind: 'order' } & Omit<OrderCreateRequest, Filled | 'paymentRequestId' | 'orderRequestedAt' | 'paymentInfo'> & {
  /** productName defaults to ONE_TIME_PAYMENT; payMethodType may restrict the methods offered. */
  paymentInfo?: Partial<PaymentInfoOrder>;
} & ReturnUrl;

export type SubscriptionSessionInput = { kind: 'subscription' } & Omit<
  SubscriptionCreateRequest,
  Filled | 'subscriptionRequest' | 'requestedAt' | 'paymentInfo' | 'acqMerchant' | 'acqProduct' | 'acqAgreements'
> & {
  /** productName defaults to SUBSCRIPTION. */
  paymentInfo?: Partial<PaymentInfoCreate>;
} & ReturnUrl;

export type SubscriptionChangeSessionInput = { kind: 'subscription-change' } & Omit<
  SubscriptionChangeRequest,
  Filled | 'subscriptionRequest' | 'requestedAt' | 'paymentInfo'
> & {
  paymentInfo?: Partial<PaymentInfoCreate>;
  /** Price per period of the new plan (productInfoList[0]); the change request has no amount field. */
  amount: string;
  /** The plan being replaced, for the view. */
  fromPlan: { amount: string; currency?: string; productInfo: ProductInfoCreate };
} & ReturnUrl;

export type CreateSessionInput = OrderSessionInput | SubscriptionSessionInput | SubscriptionChangeSessionInput;

export interface SessionContext {
  merchantId: string;
  subMerchantId?: string;
  notifyUrl: string;
  defaultReturnUrl: string;
  sessionTtlMs: number;
  now?: Date;
}

/**
 * Builds a session from the merchant's business fields: fills merchantInfo, the request
 * id of attempt 1, the request time and notifyUrl, then checks the whole acquirer
 * request against its schema, and the appearance against the theme vocabulary, before
 * anything is stored or sent. Any input at all (null, an array, an unknown kind) is
 * refused with a SessionInputError listing every field problem it finds, never a TypeError.
 */
export function buildSession(given: CreateSessionInput, context: SessionContext): SessionRecord {
  const shape = shapeIssues(given);
  if (shape.rootBroken) throw inputError('invalid_session_input', shape.issues);
  // The fields the proxy could not use are left out, so the acquirer's check still reports the rest.
  const input = withoutFields(given, shape.issues);
  const now = context.now ?? new Date();
  const id = newSessionId();
  const requestKey = newRequestKey();
  const expiresAt = sessionExpiry(input, context, now);
  const common = commonFields(input, context, id, `${requestKey}-1`, now, expiresAt);
  const built = buildRequest(input, common);
  const request = checked(built, [...shape.issues, ...unknownFieldIssues(input), ...proxyFilledIssues(input), ...currencyIssues(input), ...expiryIssues(input, now)]);
  checkAppearance(request.body.paymentInfo?.cashierAppearance);
  const snapshot: StatusSnapshot = { status: 'open', attempt: 0, updatedAt: now.toISOString() };
  const session: SessionRecord = {
    id,
    kind: input.kind,
    createdAt: now.toISOString(),
    expiresAt,
    requestKey,
    request,
    amount: { value: '0', currency: '' },
    redirects: {
      ...(input.successRedirectUrl ? { success: input.successRedirectUrl } : {}),
      ...(input.failedRedirectUrl ? { failed: input.failedRedirectUrl } : {}),
      ...(input.cancelRedirectUrl ? { cancel: input.cancelRedirectUrl } : {}),
    },
    attempts: [],
    snapshot,
  };
  return withAmounts(session, input);
}

/**
 * The session and the acquirer's order end together: the order's orderExpiredAt is the
 * session's expiry (the acquirer's default, 4 h, would let a payment finish long after
 * the widget gave up). A merchant's orderExpiredAt can only shorten both.
 */
function sessionExpiry(input: CreateSessionInput, context: SessionContext, now: Date): string {
  const ttlEnd = now.getTime() + context.sessionTtlMs;
  const given = input.orderExpiredAt === undefined ? NaN : Date.parse(input.orderExpiredAt);
  return new Date(Number.isNaN(given) ? ttlEnd : Math.min(ttlEnd, given)).toISOString();
}

interface CommonFields {
  merchantInfo: { merchantId: string; subMerchantId?: string };
  notifyUrl: string;
  successRedirectUrl: string;
  failedRedirectUrl: string;
  cancelRedirectUrl: string;
  orderExpiredAt: string;
  requestId: string;
  requestedAt: string;
}

function commonFields(input: CreateSessionInput, context: SessionContext, sessionId: string, requestId: string, now: Date, expiresAt: string): CommonFields {
  const back = returnUrlOf(input.returnUrl ?? context.defaultReturnUrl, sessionId);
  return {
    merchantInfo: { merchantId: context.merchantId, ...(context.subMerchantId ? { subMerchantId: context.subMerchantId } : {}) },
    notifyUrl: context.notifyUrl,
    // The acquirer always sends the shopper back to the widget, which confirms the result
    // with the proxy and only then goes on to the merchant's own redirect URLs (session.redirects).
    successRedirectUrl: back,
    failedRedirectUrl: back,
    cancelRedirectUrl: back,
    orderExpiredAt: expiresAt,
    requestId,
    requestedAt: now.toISOString(),
  };
}

/**
 * The page the shopper comes back to holds the widget, which needs to know its session:
 * the proxy adds `acq_session=<id>` so one generic checkout page serves every session.
 */
function returnUrlOf(page: string, sessionId: string): string {
  const url = new URL(page);
  url.searchParams.set('acq_session', sessionId);
  return url.href;
}

/** The raw acquirer request (unchecked) for a kind; business fields first, then what the proxy fills. */
function buildRequest(input: CreateSessionInput, c: CommonFields): { kind: CreateSessionInput['kind']; body: Record<string, unknown> } {
  const { requestId, requestedAt, ...filled } = c;
  switch (input.kind) {
    case 'order': {
      const { kind: _k, returnUrl: _r, paymentInfo, ...business } = input;
      return {
        kind: 'order',
        body: { ...business, ...filled, paymentRequestId: requestId, orderRequestedAt: requestedAt, paymentInfo: { ...paymentInfo, productName: 'ONE_TIME_PAYMENT' } },
      };
    }
    case 'subscription': {
      const { kind: _k, returnUrl: _r, paymentInfo, ...business } = input;
      return {
        kind: 'subscription',
        body: { ...business, ...filled, subscriptionRequest: requestId, requestedAt, paymentInfo: { productName: 'SUBSCRIPTION', ...paymentInfo } },
      };
    }
    case 'subscription-change': {
      const { kind: _k, returnUrl: _r, paymentInfo, fromPlan: _f, ...business } = input;
      return {
        kind: 'subscription-change',
        body: { ...business, ...filled, subscriptionRequest: requestId, requestedAt, paymentInfo: { productName: 'SUBSCRIPTION', ...paymentInfo } },
      };
    }
  }
}

const SCHEMAS = {
  order: OrderCreateRequest,
  subscription: SubscriptionCreateRequest,
  'subscription-change': SubscriptionChangeRequest,
} as const;

/** The built acquirer request against its schema; throws with these and the shape's problems together. */
function checked(built: { kind: CreateSessionInput['kind']; body: Record<string, unknown> }, shapeProblems: readonly InputIssue[]): SessionRequest {
  const schema: z.ZodMiniType = SCHEMAS[built.kind];
  let result: ReturnType<z.ZodMiniType['safeParse']>;
  try {
    result = schema.safeParse(built.body);
  } catch {
    // A schema must not throw; if one does, the merchant still gets an answer.
    throw inputError('invalid_session_input', [...shapeProblems, { path: '', message: 'invalid input' }]);
  }
  if (result.success && shapeProblems.length === 0) return { kind: built.kind, body: result.data } as SessionRequest;
  const requestProblems = result.success ? [] : describedIssues(result.error.issues, built.body);
  const seen = new Set(shapeProblems.map((issue) => issue.path));
  const issues = [...shapeProblems, ...requestProblems.filter((issue) => !seen.has(issue.path))];
  // One acquirer problem keeps the code the acquirer would have answered (A0047 for cashierLanguage…).
  const code = shapeProblems.length > 0 || result.success ? 'invalid_session_input' : envelopeFromIssues(result.error, built.body).code;
  throw inputError(code, issues);
}

/** What the proxy reads itself besides the acquirer request's fields. */
const PROXY_FIELDS = ['kind', 'returnUrl', 'fromPlan'];
/** Fields of paymentInfo, the usual home of a field given at the top level by mistake. */
const PAYMENT_INFO_FIELDS = new Set(Object.keys(OrderCreateRequest.shape.paymentInfo.shape));

/** A field the request has no place for would be dropped without a word (a top-level cashierLanguage): named instead. */
function unknownFieldIssues(input: CreateSessionInput): InputIssue[] {
  const known = new Set([...Object.keys(SCHEMAS[input.kind].shape), ...PROXY_FIELDS]);
  return Object.keys(input)
    .filter((key) => !known.has(key))
    .map((key) => ({
      path: key,
      message: PAYMENT_INFO_FIELDS.has(key) ? `is not a top-level field: it belongs in paymentInfo (paymentInfo.${key})` : `is not a field of ${input.kind === 'order' ? 'an' : 'a'} ${input.kind} session`,
    }));
}

const PER_ATTEMPT = "is made by the proxy for each payment attempt (the acquirer's idempotency key and its time): leave it out";
/** What the proxy fills in every request, and why: the types leave them out; plain JavaScript can still pass them. */
const FILLED_BY_PROXY: Record<string, string> = {
  notifyUrl:
    "is the proxy's own (publicUrl + basePath + /notify), where it checks the acquirer's signature and updates the session: leave it out; results reach your server through the proxy's onResult option",
  merchantInfo: "comes from the proxy's merchantId and subMerchantId options: leave it out",
  paymentRequestId: PER_ATTEMPT,
  subscriptionRequest: PER_ATTEMPT,
  orderRequestedAt: PER_ATTEMPT,
  requestedAt: PER_ATTEMPT,
};

/** A value the proxy would replace without a word (a merchant's own notifyUrl never called): refused, saying why. */
function proxyFilledIssues(input: CreateSessionInput): InputIssue[] {
  return Object.keys(input)
    .filter((key) => Object.hasOwn(FILLED_BY_PROXY, key))
    .map((key) => ({ path: key, message: FILLED_BY_PROXY[key]! }));
}

/** A merchant's orderExpiredAt that has passed (or is about to) would open a session no shopper can pay. */
function expiryIssues(input: CreateSessionInput, now: Date): InputIssue[] {
  const at = input.orderExpiredAt === undefined ? NaN : Date.parse(input.orderExpiredAt);
  return at - now.getTime() < MIN_EXPIRY_MS ? [{ path: 'orderExpiredAt', message: 'must be at least a minute in the future' }] : [];
}

/** The input without the top-level fields the shape check refused. */
function withoutFields(input: CreateSessionInput, issues: readonly InputIssue[]): CreateSessionInput {
  if (issues.length === 0) return input;
  const copy: Record<string, unknown> = { ...input };
  for (const issue of issues) delete copy[issue.path.split('.')[0]!];
  return copy as unknown as CreateSessionInput;
}

function checkAppearance(appearance: string | undefined): void {
  if (appearance === undefined) return;
  const check = validateAppearanceForSession(appearance);
  if (!check.ok) throw new SessionInputError(ErrorCode.InvalidFieldValue, check.message, [{ path: 'paymentInfo.cashierAppearance', message: check.message }]);
}

function withAmounts(session: SessionRecord, input: CreateSessionInput): SessionRecord {
  const request = session.request;
  switch (request.kind) {
    case 'order':
      return { ...session, amount: { value: request.body.orderAmount, currency: request.body.orderCurrency } };
    case 'subscription': {
      const plan = planView(request.body.productInfo, { value: request.body.amount, currency: request.body.currency });
      return { ...session, plan, amount: firstPaymentOf(plan) };
    }
    case 'subscription-change': {
      const change = input as SubscriptionChangeSessionInput;
      const currency = request.body.currency;
      const plan = planView(request.body.productInfoList[0]!, { value: change.amount, currency });
      const fromPlan = planView(change.fromPlan.productInfo, { value: change.fromPlan.amount, currency: change.fromPlan.currency ?? currency });
      const due = subtractFloorZero(firstPaymentOf(plan).value, request.body.remainingAmount);
      if (due === undefined) throw new SessionInputError(ErrorCode.InvalidFieldValue, 'amount: must be a decimal string such as 9.99');
      return { ...session, plan, fromPlan, remainingAmount: { value: request.body.remainingAmount, currency }, amount: { value: due, currency } };
    }
  }
}
