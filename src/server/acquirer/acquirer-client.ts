import * as z from 'zod/mini';
import * as api from '../../core/api/index.js';
import { checkRequest, postJson, readEnvelope } from './acquirer-call.js';
import { sendWithRetries, type TransportOptions } from './acquirer-transport.js';
import { redactingLogger, type Logger } from '../log/logger.js';
import { MerchantMisconfiguredError } from '../errors.js';
import { misconfigurationHint } from './misconfiguration-hint.js';

export interface AcquirerClientOptions {
  /** ACQ_BASE_URL, e.g. https://acquirer.example or http://127.0.0.1:4010 (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
  /** Needed by chargebackFileUpload / chargebackFileDownload (query merchantId). */
  merchantId?: string;
  fetch?: typeof fetch;
  /** Per try. Default 10 000 ms. */
  timeoutMs?: number;
  /** Extra tries for network errors, timeouts and 5xx. Default 2. */
  retries?: number;
  /** First backoff step (full jitter, doubling). Default 200 ms. */
  retryBaseMs?: number;
  /** Receives one entry per try (path, outcome, ms); redacted. Default: none. */
  logger?: Logger;
}

/** An endpoint: request checked against its schema before sending, data against its schema after. */
type Endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType> = (request: z.input<Req>) => Promise<z.infer<Res>>;

export interface ChargebackFile {
  contentType: string;
  body: Blob;
}

export interface AcquirerClient {
  orderCreate: Endpoint<typeof api.OrderCreateRequest, typeof api.OrderCreateResponseData>;
  orderInquiry: Endpoint<typeof api.OrderInquiryRequest, typeof api.OrderInquiryResponseData>;
  orderCancel: Endpoint<typeof api.OrderCancelRequest, typeof api.OrderCancelResponseData>;
  orderRefund: Endpoint<typeof api.OrderRefundRequest, typeof api.OrderRefundResponseData>;
  orderCapture: Endpoint<typeof api.OrderCaptureRequest, typeof api.OrderCaptureResponseData>;
  refundInquiry: Endpoint<typeof api.RefundInquiryRequest, typeof api.RefundInquiryResponseData>;
  subscriptionCreate: Endpoint<typeof api.SubscriptionCreateRequest, typeof api.SubscriptionCreateResponseData>;
  subscriptionInquiry: Endpoint<typeof api.SubscriptionInquiryRequest, typeof api.SubscriptionInquiryResponseData>;
  subscriptionCancel: Endpoint<typeof api.SubscriptionCancelRequest, typeof api.SubscriptionCancelResponseData>;
  subscriptionManage: Endpoint<typeof api.SubscriptionManageRequest, typeof api.SubscriptionManageResponseData>;
  subscriptionChange: Endpoint<typeof api.SubscriptionChangeRequest, typeof api.SubscriptionChangeResponseData>;
  subscriptionChangeInquiry: Endpoint<typeof api.SubscriptionChangeInquiryRequest, typeof api.SubscriptionChangeInquiryResponseData>;
  payMethodConfigInquiry: Endpoint<typeof api.PayMethodConfigInquiryRequest, typeof api.PayMethodConfigResponseData>;
  merchantConfigInquiry: Endpoint<typeof api.MerchantConfigInquiryRequest, typeof api.MerchantConfigResponseData>;
  tokenizationGenerate: Endpoint<typeof api.TokenGenerateRequest, typeof api.TokenGenerateResponseData>;
  tokenizationInquiry: Endpoint<typeof api.TokenInquiryRequest, typeof api.TokenInquiryResponseData>;
  chargebackInquiry: Endpoint<typeof api.ChargebackInquiryRequest, typeof api.ChargebackDetailResponseData>;
  chargebackList: Endpoint<typeof api.ChargebackListRequest, typeof api.ChargebackListResponseData>;
  chargebackUpdate: Endpoint<typeof api.ChargebackUpdateEvidenceRequest, typeof api.ChargebackDetailResponseData>;
  chargebackAccept: Endpoint<typeof api.ChargebackAcceptRequest, typeof api.ChargebackDetailResponseData>;
  fraudReportList: Endpoint<typeof api.FraudReportListRequest, typeof api.FraudReportListResponseData>;
  fulfillmentInquiry: Endpoint<typeof api.FulfillmentInquiryRequest, typeof api.FulfillmentInquiryResponseData>;
  /** Multipart upload of one evidence file (field `file`); answers the fileId to cite in evidence. */
  chargebackFileUpload: (file: Blob, filename?: string) => Promise<api.ChargebackFileUploadResponseData>;
  /** The file's bytes; an envelope answer (JSON) is a failure and throws. */
  chargebackFileDownload: (fileId: string) => Promise<ChargebackFile>;
}

/**
 * A typed client for every endpoint of the merchant API: X-API-KEY and X-API-VERSION
 * 1.0.0 on every call, a timeout per try, retries (same body, so the same idempotency
 * key) only for network errors, timeouts and 5xx; each non-zero envelope code throws an
 * AcquirerError with a message key, a malformed answer an AcquirerProtocolError.
 */
export function createAcquirerClient(options: AcquirerClientOptions): AcquirerClient {
  if (!options.baseUrl || !options.apiKey) throw new TypeError('createAcquirerClient: baseUrl and apiKey are required');
  const transport: TransportOptions = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryBaseMs: options.retryBaseMs ?? 200,
    ...(options.logger ? { logger: redactingLogger(options.logger, [options.apiKey]) } : {}),
  };

  // A refused configuration is the merchant's to fix, and only the log can tell them how.
  const reporting = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (error instanceof MerchantMisconfiguredError) {
        transport.logger?.({ level: 'error', msg: `acquirer refused the merchant configuration: ${misconfigurationHint(error.acquirerCode)}`, code: error.acquirerCode, path: error.path });
      }
      throw error;
    });

  const endpoint =
    <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(path: string, requestSchema: Req, dataSchema: Res): Endpoint<Req, Res> =>
    async (request) => reporting(postJson(transport, path, checkRequest(requestSchema, request, path), dataSchema));

  const merchantQuery = (operation: string): Record<string, string> => {
    if (!options.merchantId) throw new TypeError(`${operation} needs the merchantId option`);
    return { merchantId: options.merchantId };
  };

  return {
    orderCreate: endpoint('/api/v1/order/create', api.OrderCreateRequest, api.OrderCreateResponseData),
    orderInquiry: endpoint('/api/v1/order/inquiry', api.OrderInquiryRequest, api.OrderInquiryResponseData),
    orderCancel: endpoint('/api/v1/order/cancel', api.OrderCancelRequest, api.OrderCancelResponseData),
    orderRefund: endpoint('/api/v1/order/refund', api.OrderRefundRequest, api.OrderRefundResponseData),
    orderCapture: endpoint('/api/v1/order/capture', api.OrderCaptureRequest, api.OrderCaptureResponseData),
    refundInquiry: endpoint('/api/v1/refund/inquiry', api.RefundInquiryRequest, api.RefundInquiryResponseData),
    subscriptionCreate: endpoint('/api/v1/subscription/create', api.SubscriptionCreateRequest, api.SubscriptionCreateResponseData),
    subscriptionInquiry: endpoint('/api/v1/subscription/inquiry', api.SubscriptionInquiryRequest, api.SubscriptionInquiryResponseData),
    subscriptionCancel: endpoint('/api/v1/subscription/cancel', api.SubscriptionCancelRequest, api.SubscriptionCancelResponseData),
    subscriptionManage: endpoint('/api/v1/subscription/manage', api.SubscriptionManageRequest, api.SubscriptionManageResponseData),
    subscriptionChange: endpoint('/api/v1/subscription/change', api.SubscriptionChangeRequest, api.SubscriptionChangeResponseData),
    subscriptionChangeInquiry: endpoint(
      '/api/v1/subscription/change/inquiry',
      api.SubscriptionChangeInquiryRequest,
      api.SubscriptionChangeInquiryResponseData,
    ),
    payMethodConfigInquiry: endpoint('/api/v1/paymethodconfig/inquiry', api.PayMethodConfigInquiryRequest, api.PayMethodConfigResponseData),
    merchantConfigInquiry: endpoint('/api/v1/merchantconfig/inquiry', api.MerchantConfigInquiryRequest, api.MerchantConfigResponseData),
    tokenizationGenerate: endpoint('/api/v1/tokenization/generate', api.TokenGenerateRequest, api.TokenGenerateResponseData),
    tokenizationInquiry: endpoint('/api/v1/tokenization/inquiry', api.TokenInquiryRequest, api.TokenInquiryResponseData),
    chargebackInquiry: endpoint('/api/v1/chargeback/inquiry', api.ChargebackInquiryRequest, api.ChargebackDetailResponseData),
    chargebackList: endpoint('/api/v1/chargeback/list', api.ChargebackListRequest, api.ChargebackListResponseData),
    chargebackUpdate: endpoint('/api/v1/chargeback/update', api.ChargebackUpdateEvidenceRequest, api.ChargebackDetailResponseData),
    chargebackAccept: endpoint('/api/v1/chargeback/accept', api.ChargebackAcceptRequest, api.ChargebackDetailResponseData),
    fraudReportList: endpoint('/api/v1/fraud-report/list', api.FraudReportListRequest, api.FraudReportListResponseData),
    fulfillmentInquiry: endpoint('/api/v1/gamepin/fulfillment-inquiry', api.FulfillmentInquiryRequest, api.FulfillmentInquiryResponseData),

    chargebackFileUpload: async (file, filename = 'evidence') => reporting(uploadFile(transport, merchantQuery('chargebackFileUpload'), file, filename)),
    chargebackFileDownload: async (fileId) => reporting(downloadFile(transport, merchantQuery('chargebackFileDownload'), fileId)),
  };

}

async function uploadFile(transport: TransportOptions, query: Record<string, string>, file: Blob, filename: string): Promise<api.ChargebackFileUploadResponseData> {
  const path = '/api/v1/chargeback/file/upload';
  const form = new FormData();
  form.set('file', file, filename);
  const answer = await sendWithRetries(transport, { method: 'POST', path, query, body: form });
  return readEnvelope(answer, path, api.ChargebackFileUploadResponseData);
}

async function downloadFile(transport: TransportOptions, query: Record<string, string>, fileId: string): Promise<ChargebackFile> {
  const path = '/api/v1/chargeback/file/download';
  const answer = await sendWithRetries(transport, { method: 'GET', path, query: { ...query, fileId } });
  // The success body is the file itself; an envelope with a non-zero code is a failure.
  if (answer.contentType.includes('application/json') && isFailureEnvelope(answer.body)) readEnvelope(answer, path, z.unknown());
  const contentType = answer.contentType || 'application/octet-stream';
  return { contentType, body: new Blob([answer.body], { type: contentType }) };
}

function isFailureEnvelope(body: ArrayBuffer): boolean {
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as { code?: unknown };
    return json !== null && typeof json === 'object' && 'code' in json && String(json.code) !== '0';
  } catch {
    return false;
  }
}
