/**
 * Operations the spec names only in its revision history: the reported-fraud list and
 * the point top-up fulfillment inquiry. Inferred: minimal shapes.
 */
import * as z from 'zod/mini';
import { DateTimeString, maxString, requiredString } from './common.js';
import { pageOf, PageRequestFields } from './paging.js';

export const FraudReportListRequest = z.object({
  merchantId: requiredString(64),
  /** Reported between these times (ISO 8601). */
  reportedFrom: z.optional(DateTimeString),
  reportedTo: z.optional(DateTimeString),
  ...PageRequestFields,
});
export type FraudReportListRequest = z.infer<typeof FraudReportListRequest>;

export const FraudReport = z.object({
  reportId: z.string(),
  acquiringOrderId: z.optional(z.string()),
  merchantOrderId: z.optional(z.string()),
  amount: z.optional(z.string()),
  currency: z.optional(z.string()),
  fraudType: z.optional(z.string()),
  reportedAt: z.string(),
});
export type FraudReport = z.infer<typeof FraudReport>;

export const FraudReportListResponseData = pageOf(FraudReport);
export type FraudReportListResponseData = z.infer<typeof FraudReportListResponseData>;

export const FulfillmentInquiryRequest = z.object({
  merchantId: requiredString(64),
  paymentRequestId: requiredString(64),
});
export type FulfillmentInquiryRequest = z.infer<typeof FulfillmentInquiryRequest>;

export const FulfillmentStatus = z.enum(['PENDING', 'FULFILLED', 'FAILED']);
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;

export const FulfillmentInquiryResponseData = z.object({
  paymentRequestId: z.string(),
  fulfillmentStatus: FulfillmentStatus,
  fulfilledAt: z.optional(z.string()),
  failedReason: z.optional(maxString(256)),
});
export type FulfillmentInquiryResponseData = z.infer<typeof FulfillmentInquiryResponseData>;
