/**
 * Chargebacks. Inferred: the spec shows no fields beyond these facts: detail and list
 * responses include merchantOrderId; chargebackId and originalOrderId are optional in
 * inquiry requests; the evidence record no longer exposes evidenceFields.
 */
import * as z from 'zod/mini';
import { maxString, requiredString } from './common.js';
import { oneOfRequired } from './object-checks.js';
import { pageOf, PageRequestFields } from './paging.js';

/** Inferred: chargeback states. */
export const ChargebackStatus = z.enum(['PENDING', 'EVIDENCE_SUBMITTED', 'ACCEPTED', 'WON', 'LOST']);
export type ChargebackStatus = z.infer<typeof ChargebackStatus>;

/** Inferred: evidence is a free-text note plus uploaded file ids (from chargeback/file/upload). */
export const ChargebackEvidence = z.object({
  description: z.optional(maxString(2000)),
  fileIds: z.optional(z.array(maxString(64)).check(z.maxLength(20))),
});
export type ChargebackEvidence = z.infer<typeof ChargebackEvidence>;

export const ChargebackRecord = z.object({
  chargebackId: z.string(),
  originalOrderId: z.string(),
  merchantOrderId: z.optional(z.string()),
  amount: z.string(),
  currency: z.string(),
  reason: z.optional(z.string()),
  status: ChargebackStatus,
  evidence: z.optional(ChargebackEvidence),
  /** When the chargeback was raised, last changed, and the evidence deadline (ISO 8601). */
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  evidenceDueAt: z.optional(z.string()),
});
export type ChargebackRecord = z.infer<typeof ChargebackRecord>;

/** Both ids optional (2026-08-24); Inferred: at least one must be given. */
export const ChargebackInquiryRequest = z
  .object({
    merchantId: requiredString(64),
    chargebackId: z.optional(maxString(64)),
    originalOrderId: z.optional(maxString(64)),
  })
  .check(oneOfRequired(['chargebackId', 'originalOrderId']));
export type ChargebackInquiryRequest = z.infer<typeof ChargebackInquiryRequest>;

export const ChargebackDetailResponseData = ChargebackRecord;
export type ChargebackDetailResponseData = ChargebackRecord;

export const ChargebackListRequest = z.object({
  merchantId: requiredString(64),
  status: z.optional(ChargebackStatus),
  ...PageRequestFields,
});
export type ChargebackListRequest = z.infer<typeof ChargebackListRequest>;

export const ChargebackListResponseData = pageOf(ChargebackRecord);
export type ChargebackListResponseData = z.infer<typeof ChargebackListResponseData>;

export const ChargebackUpdateEvidenceRequest = z.object({
  merchantId: requiredString(64),
  chargebackId: requiredString(64),
  evidence: ChargebackEvidence,
});
export type ChargebackUpdateEvidenceRequest = z.infer<typeof ChargebackUpdateEvidenceRequest>;

export const ChargebackAcceptRequest = z.object({
  merchantId: requiredString(64),
  chargebackId: requiredString(64),
});
export type ChargebackAcceptRequest = z.infer<typeof ChargebackAcceptRequest>;

/** The multipart upload answers the id to cite in evidence.fileIds. */
export const ChargebackFileUploadResponseData = z.object({ fileId: z.string() });
export type ChargebackFileUploadResponseData = z.infer<typeof ChargebackFileUploadResponseData>;
