/** How a new order or subscription is paid: a saved token, or the hosted page its pay method needs. */
import { fail, type FailureEnvelope } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import type { SandboxContext } from '../context.js';
import { fromMinor, toMinor } from '../money.js';
import { chooseMethod, PAY_METHODS } from '../pay-methods.js';
import type { PayFlow } from '../state.js';
import type { StoredCard } from '../test-cards.js';
import { tokenIdOf, unknownToken } from '../tokens.js';

export const SUPPORTED_CURRENCIES = [...new Set(PAY_METHODS.flatMap((m) => m.currencies))];

export type PaymentPlan = { kind: 'hosted'; flow: PayFlow; payMethodName?: string } | { kind: 'token'; tokenId: string; card: StoredCard };

export interface PaymentInput {
  currency: string;
  amount: string;
  amountField: string;
  userId?: string;
  paymentInfo?: { payMethodType?: string; payMethodName?: string; payMethodProperties?: string; tokenId?: string };
}

export type Amount = { ok: true; minor: number; normalized: string } | { ok: false; refusal: FailureEnvelope };

export function amountOf(amount: string, currency: string, field: string): Amount {
  if (!SUPPORTED_CURRENCIES.includes(currency)) {
    return { ok: false, refusal: fail(ErrorCode.InvalidFieldValue, `currency: ${currency.slice(0, 12)} is not a currency of this merchant (${SUPPORTED_CURRENCIES.join(', ')})`, { field: 'currency' }) };
  }
  const minor = toMinor(amount, currency);
  if (minor === undefined) {
    return { ok: false, refusal: fail(ErrorCode.InvalidFieldValue, `${field}: has more decimals than ${currency} allows`, { field }) };
  }
  return { ok: true, minor, normalized: fromMinor(minor, currency) };
}

export function planPayment(ctx: SandboxContext, input: PaymentInput, amountMinor: number): { plan: PaymentPlan; refusal?: undefined } | { refusal: FailureEnvelope } {
  const tokenId = tokenIdOf(input.paymentInfo);
  if (tokenId) {
    const token = ctx.state.tokens.get(tokenId);
    if (!token) return { refusal: unknownToken('paymentInfo.tokenId', tokenId) };
    if (input.userId !== undefined && token.merchantUserId !== input.userId) {
      return { refusal: fail(ErrorCode.InvalidFieldValue, 'paymentInfo: the token belongs to another user', { field: 'paymentInfo.tokenId' }) };
    }
    return { plan: { kind: 'token', tokenId, card: token.card } };
  }
  const choice = chooseMethod({
    payMethodType: input.paymentInfo?.payMethodType,
    payMethodName: input.paymentInfo?.payMethodName,
    currency: input.currency,
    amountMinor,
  });
  if (!choice.ok) return { refusal: fail(ErrorCode.InvalidFieldValue, `${choice.field}: ${choice.reason}`, { field: choice.field }) };
  return { plan: { kind: 'hosted', flow: choice.flow, payMethodName: choice.method?.payMethodName } };
}

/** orderExpiredAt: a future instant, or undefined for the default. */
export function expiryOf(ctx: SandboxContext, value: string | undefined): { at?: Date; refusal?: FailureEnvelope } {
  if (!value) return {};
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= ctx.clock.now().getTime()) {
    return { refusal: fail(ErrorCode.InvalidFieldValue, 'orderExpiredAt: must be in the future', { field: 'orderExpiredAt' }) };
  }
  return { at };
}
