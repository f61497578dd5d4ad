/**
 * Inferred: the notifyUrl callbacks the acquirer posts (the spec names the events but
 * not their payloads). Each carries a notifyId, unique per event so the receiver can
 * drop duplicates (retries resend the same id), and the data the matching inquiry
 * would answer. Signed with X-ACQ-Signature (see the brief); verifying is the proxy's job.
 */
import * as z from 'zod/mini';
import { OrderInquiryResponseData, OrderRefundResponseData } from './order.js';
import { PaymentDetail, SubscriptionInquiryResponseData } from './subscription.js';
import { SubscriptionChangeInquiryResponseData } from './subscription-change.js';
import { TokenRecord } from './tokenization.js';

const header = { notifyId: z.string().check(z.minLength(1), z.maxLength(64)), notifiedAt: z.string() };

export const CallbackPayload = z.discriminatedUnion('notifyType', [
  z.object({ notifyType: z.literal('ORDER_RESULT'), ...header, data: OrderInquiryResponseData }),
  z.object({ notifyType: z.literal('SUBSCRIPTION_RESULT'), ...header, data: SubscriptionInquiryResponseData }),
  z.object({ notifyType: z.literal('SUBSCRIPTION_CHANGE_RESULT'), ...header, data: SubscriptionChangeInquiryResponseData }),
  /** A period payment of a subscription: the subscription with the payment that happened. */
  z.object({
    notifyType: z.literal('SUBSCRIPTION_PAYMENT'),
    ...header,
    data: z.extend(SubscriptionInquiryResponseData, { paymentDetail: PaymentDetail }),
  }),
  z.object({ notifyType: z.literal('TOKENIZATION'), ...header, data: TokenRecord }),
  z.object({ notifyType: z.literal('REFUND_RESULT'), ...header, data: OrderRefundResponseData }),
]);
export type CallbackPayload = z.infer<typeof CallbackPayload>;
export type NotifyType = CallbackPayload['notifyType'];

/** The receiver's answer: on failed or unknown the acquirer retries (up to 24 hours). */
export const CallbackResult = z.enum(['success', 'failed', 'unknown']);
export type CallbackResult = z.infer<typeof CallbackResult>;

/** Inferred: the acknowledgement field is not named by the spec; we call it result. */
export const CallbackAck = z.object({ result: CallbackResult });
export type CallbackAck = z.infer<typeof CallbackAck>;
