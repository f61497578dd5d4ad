/**
 * Card tokens. A PCI-certified merchant sends raw card data to tokenization/generate;
 * any merchant gets a token when the shopper pays an order on the card page with
 * paymentInfo.setupFutureUsage = true (Inferred: the token belongs to userInfo.userId).
 * A token keeps the masked card only. Tokens pay later orders and subscriptions: their
 * paymentInfo names the token (paymentInfo.tokenId, or payMethodProperties {"tokenId"}).
 */
import { fail, type FailureEnvelope } from '../core/api/envelope.js';
import { ErrorCode } from '../core/api/error-codes.js';
import type { SandboxContext } from './context.js';
import { newId } from './ids.js';
import type { Order, Token } from './state.js';
import type { StoredCard } from './test-cards.js';

export function createToken(
  ctx: SandboxContext,
  input: { merchantUserId: string; tokenRequestId?: string; card: StoredCard; billingAddress?: Record<string, string>; notifyUrl?: string },
): Token {
  const now = ctx.clock.now();
  const token: Token = {
    tokenId: newId('tok', now),
    tokenRequestId: input.tokenRequestId,
    tokenSessionId: newId('tks', now),
    tokenType: 'CARD',
    tokenStatus: 'ACTIVE',
    merchantUserId: input.merchantUserId,
    card: input.card,
    billingAddress: input.billingAddress,
    createdAt: now,
  };
  ctx.state.tokens.set(token.tokenId, token);
  ctx.emit('token', { token, notifyUrl: input.notifyUrl });
  return token;
}

/** After a card payment: keep the card as a token when the merchant asked to. */
export function saveCardForLater(ctx: SandboxContext, order: Order, card: StoredCard): void {
  const paymentInfo = order.request.paymentInfo as { setupFutureUsage?: boolean } | undefined;
  const userId = (order.request.userInfo as { userId?: string } | undefined)?.userId;
  if (!paymentInfo?.setupFutureUsage || !userId || order.tokenId) return;
  const token = createToken(ctx, { merchantUserId: userId, card, notifyUrl: order.notifyUrl });
  order.tokenId = token.tokenId;
}

/**
 * A tokenId the sandbox never issued: a request error (A0021, naming the field), not a
 * missing object (A0028), so a proxy answers its caller 4xx rather than blaming the acquirer.
 */
export function unknownToken(field: string, tokenId: string): FailureEnvelope {
  return fail(ErrorCode.InvalidFieldValue, `${field}: no token ${tokenId.slice(0, 64)} was issued to this merchant`, { field });
}

/** The tokenId a paymentInfo names, if any. */
export function tokenIdOf(paymentInfo: { tokenId?: string; payMethodProperties?: string } | undefined): string | undefined {
  if (!paymentInfo) return undefined;
  if (paymentInfo.tokenId) return paymentInfo.tokenId;
  if (!paymentInfo.payMethodProperties) return undefined;
  try {
    const props = JSON.parse(paymentInfo.payMethodProperties) as { tokenId?: unknown };
    return typeof props?.tokenId === 'string' ? props.tokenId : undefined;
  } catch {
    return undefined;
  }
}

export function tokenRecord(ctx: SandboxContext, token: Token) {
  return {
    tokenRequestId: token.tokenRequestId,
    tokenId: token.tokenId,
    tokenType: token.tokenType,
    tokenStatus: token.tokenStatus,
    merchantUserId: token.merchantUserId,
    tokenData: {
      maskedCardInfo: token.card.maskedCardInfo,
      cardHolderName: token.card.cardHolderName,
      cardExpiry: token.card.cardExpiry,
      cardBin: token.card.cardBin,
      cardScheme: token.card.cardScheme,
      cardType: token.card.cardType,
      cardIssuerName: 'Sandbox Bank',
      cardIssueCountryCode: 'NL',
    },
    ...(token.billingAddress ? { billingAddress: token.billingAddress } : {}),
    merchantInfo: { merchantId: ctx.options.merchantId },
  };
}
