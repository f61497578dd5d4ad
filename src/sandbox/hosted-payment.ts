/** The hosted page a payment waits on: its unguessable token, flow and what it shows. */
import { newPageToken } from './ids.js';
import type { SandboxContext } from './context.js';
import type { HostedPayment, PayFlow, Presentation } from './state.js';

export function openHostedPayment(
  ctx: SandboxContext,
  target: HostedPayment['target'],
  flow: PayFlow,
  presentation: Presentation,
): HostedPayment {
  const payment: HostedPayment = { token: newPageToken(), target, flow, stage: flow, presentation };
  ctx.state.payments.set(payment.token, payment);
  return payment;
}

export function hostedPaymentUrl(baseUrl: string, payment: HostedPayment): string {
  return `${baseUrl}/hosted/pay/${payment.token}`;
}

/** Why a payment failed, in the failedReason shape of the spec (a JSON string with these two fields). */
export interface FailedReason {
  orderFailedCode: string;
  orderFailedDescription: string;
}

export const DECLINED: FailedReason = { orderFailedCode: 'CARD_DECLINED', orderFailedDescription: 'The card was declined by the issuer' };
export const INSUFFICIENT_FUNDS: FailedReason = { orderFailedCode: 'INSUFFICIENT_FUNDS', orderFailedDescription: 'The card has insufficient funds' };
export const USER_DECLINED: FailedReason = { orderFailedCode: 'USER_DECLINED', orderFailedDescription: 'The user declined the payment' };
export const EXPIRED: FailedReason = { orderFailedCode: 'ORDER_EXPIRED', orderFailedDescription: 'The user did not pay before orderExpiredAt' };
