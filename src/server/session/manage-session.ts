/**
 * A `subscription-manage` session: the shopper's handle on one subscription's page. It
 * is kept apart from checkout sessions (its own `ms_` id and key), so no checkout route
 * (pay, status, cancel) can ever act on it, and it names the subscription and the user
 * on the merchant's server: the browser holds only the opaque id. A plan change paid from
 * the page moves it to the subscription the change made (manage-follow.ts).
 */
import type { BrandInfo, UserInfoCreate } from '../../core/api/shared-objects.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import type { SubscriptionInquiryResponseData } from '../../core/api/subscription.js';
import { AcquirerError, SessionInputError, SessionOwnershipError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { checkCreditCurrency, checkManageInput, type ManagePlanInput, type ManageSessionInput } from './manage-input.js';
import { isManageSessionId, newManageSessionId, newRequestKey } from './session-id.js';
import { indexManageSession } from './manage-index.js';

export interface ManageSessionRecord {
  id: string;
  kind: 'subscription-manage';
  createdAt: string;
  expiresAt: string;
  /** Prefix of the acquirer request ids this session sends (cancel, manage URL, plan changes). */
  requestKey: string;
  /** The current subscription: the merchant's, until a plan change paid from this page replaces it. */
  subscriptionId: string;
  /** The subscription's own request id: the origin of a plan change. */
  subscriptionRequest: string;
  userInfo: Partial<UserInfoCreate> & { userId: string };
  returnUrl?: string;
  language?: string;
  appearance?: string;
  brandInfo?: BrandInfo;
  plans: ManagePlanInput[];
  /** The merchant's credit for a change from the subscription it named; 0.00 once the page followed a change. */
  remainingAmount: string;
}

export const manageSessionKey = (id: string) => `manage-session:${id}`;

/** How long the record is kept past its expiry: none of its work outlives it (no results to tell). */
export const manageRetentionMs = (session: Pick<ManageSessionRecord, 'expiresAt'>) => Math.max(1, Date.parse(session.expiresAt) - Date.now() + 60_000);

/**
 * Checks the input, then asks the acquirer: the subscription must exist (else
 * SessionInputError) and be the user's (else SessionOwnershipError), before anything is stored.
 */
export async function createManageSession(ctx: ProxyContext, given: ManageSessionInput): Promise<{ id: string; expiresAt: string }> {
  const session = await storeManageSession(ctx, given);
  return { id: session.id, expiresAt: session.expiresAt };
}

/** createManageSession's work, answering the stored record (for its view: proxy.createSession's `view` option). */
export async function storeManageSession(ctx: ProxyContext, given: ManageSessionInput): Promise<ManageSessionRecord> {
  const input = checkManageInput(given);
  const data = await inquireOwned(ctx, input);
  checkCreditCurrency(input.remainingAmount, data.currency);
  const now = new Date();
  const session: ManageSessionRecord = {
    id: newManageSessionId(),
    kind: 'subscription-manage',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.options.sessionTtlMs).toISOString(),
    requestKey: newRequestKey(),
    subscriptionId: data.subscriptionId,
    subscriptionRequest: data.subscriptionRequest,
    userInfo: input.userInfo,
    ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    ...(input.cashierLanguage ? { language: input.cashierLanguage } : {}),
    ...(input.cashierAppearance ? { appearance: input.cashierAppearance } : {}),
    ...(input.brandInfo ? { brandInfo: input.brandInfo } : {}),
    plans: input.plans ?? [],
    remainingAmount: input.remainingAmount ?? '0.00',
  };
  await ctx.records.write(manageSessionKey(session.id), session, manageRetentionMs(session));
  await indexManageSession(ctx, session.subscriptionId, session.id, Date.parse(session.expiresAt));
  return session;
}

function inquireOwned(ctx: ProxyContext, input: ReturnType<typeof checkManageInput>): Promise<SubscriptionInquiryResponseData> {
  const by = input.subscriptionId ? { subscriptionId: input.subscriptionId } : { subscriptionRequest: input.subscriptionRequest! };
  return inquireOwnedSubscription(ctx, by, input.userInfo.userId, input.subscriptionId ? 'subscriptionId' : 'subscriptionRequest');
}

/**
 * The acquirer's record of a subscription the merchant named for a user: refused as a
 * SessionInputError (at `path`) when the acquirer knows none, as a SessionOwnershipError
 * when it is another user's. A page and a plan change both act on it for that shopper.
 */
export async function inquireOwnedSubscription(
  ctx: ProxyContext,
  by: { subscriptionId: string } | { subscriptionRequest: string },
  userId: string,
  path: string,
): Promise<SubscriptionInquiryResponseData> {
  let data: SubscriptionInquiryResponseData;
  try {
    data = await ctx.acquirer.subscriptionInquiry(by);
  } catch (error) {
    if (error instanceof AcquirerError && error.code === ErrorCode.NotFound) {
      throw new SessionInputError('subscription_not_found', 'The acquirer knows no such subscription', [{ path, message: 'no such subscription' }]);
    }
    throw error;
  }
  // The acquirer keeps the userId the subscription was created with; nothing else proves whose it is.
  if (data.userInfo?.userId !== userId) {
    throw new SessionOwnershipError('This subscription does not belong to userInfo.userId');
  }
  return data;
}

/** The manage session an id names, or undefined when it names none (no `ms_` id is read from the store). */
export async function readManageSession(ctx: ProxyContext, id: string): Promise<ManageSessionRecord | undefined> {
  return isManageSessionId(id) ? ctx.records.read<ManageSessionRecord>(manageSessionKey(id)) : undefined;
}
