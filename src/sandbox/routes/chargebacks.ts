/** chargeback/inquiry, list, update, accept, and the evidence file upload and download. */
import type { Context, Hono } from 'hono';
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import {
  ChargebackAcceptRequest,
  ChargebackInquiryRequest,
  ChargebackListRequest,
  ChargebackUpdateEvidenceRequest,
} from '../../core/api/chargeback.js';
import { acceptChargeback, findChargeback, updateEvidence } from '../chargebacks.js';
import type { SandboxContext } from '../context.js';
import { envelopeResponse, MAX_BODY_BYTES, readBytesLimited } from '../http.js';
import { newId } from '../ids.js';
import { parse, type ApiRouter } from './api.js';

const notFound = (id: string | undefined) => fail(ErrorCode.NotFound, `chargeback ${(id ?? '').slice(0, 64)} does not exist`);

export function registerChargebackRoutes(api: ApiRouter, app: Hono, ctx: SandboxContext): void {
  registerChargebackOperations(api, ctx);
  registerEvidenceFileRoutes(app, ctx);
}

/** inquiry, list, update and accept: JSON operations on the /api/v1 router. */
function registerChargebackOperations(api: ApiRouter, ctx: SandboxContext): void {
  api.post('/chargeback/inquiry', ({ body }) => {
    const { data: req, refusal } = parse(ChargebackInquiryRequest, body);
    if (refusal) return refusal;
    const cb = findChargeback(ctx, req);
    return cb ? ok(cb) : notFound(req.chargebackId ?? req.originalOrderId);
  });

  api.post('/chargeback/list', ({ body }) => {
    const { data: req, refusal } = parse(ChargebackListRequest, body);
    if (refusal) return refusal;
    const pageNo = req.pageNo ?? 1;
    const pageSize = req.pageSize ?? 20;
    const all = [...ctx.state.chargebacks.values()]
      .filter((c) => !req.status || c.status === req.status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return ok({ pageNo, pageSize, total: all.length, items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize) });
  });

  api.post('/chargeback/update', ({ body }) => {
    const { data: req, refusal } = parse(ChargebackUpdateEvidenceRequest, body);
    if (refusal) return refusal;
    const cb = findChargeback(ctx, req);
    return cb ? updateEvidence(ctx, cb, req.evidence) : notFound(req.chargebackId);
  });

  api.post('/chargeback/accept', ({ body }) => {
    const { data: req, refusal } = parse(ChargebackAcceptRequest, body);
    if (refusal) return refusal;
    const cb = findChargeback(ctx, req);
    return cb ? acceptChargeback(ctx, cb) : notFound(req.chargebackId);
  });
}

/** The merchantId query parameter both file operations require. */
function merchantQuery(ctx: SandboxContext, c: Context) {
  const merchantId = c.req.query('merchantId');
  if (!merchantId) return envelopeResponse(c, fail(ErrorCode.RequiredFieldMissing, 'merchantId: query parameter is required', { field: 'merchantId' }));
  if (merchantId !== ctx.options.merchantId) return envelopeResponse(c, fail(ErrorCode.MerchantMismatch, `merchantId ${merchantId.slice(0, 64)} does not belong to this API key`));
  return undefined;
}

/** The evidence file upload and download: plain hono routes (multipart in, bytes out), not the JSON router. */
function registerEvidenceFileRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/api/v1/chargeback/file/upload', async (c) => {
    const refused = merchantQuery(ctx, c);
    if (refused) return refused;
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(type)) return envelopeResponse(c, fail(ErrorCode.UnsupportedContentType, 'Content-Type must be multipart/form-data with a file field'), 415);
    const bytes = await readBytesLimited(c.req.raw, MAX_BODY_BYTES);
    if (!bytes) return envelopeResponse(c, fail(ErrorCode.BodyTooLarge, `request body exceeds ${MAX_BODY_BYTES} bytes`), 413);
    let form: FormData;
    try {
      form = await new Request('http://sandbox/upload', { method: 'POST', headers: { 'Content-Type': type }, body: new Uint8Array(bytes) }).formData();
    } catch {
      return envelopeResponse(c, fail(ErrorCode.InvalidFieldValue, 'request body is not valid multipart/form-data'), 400);
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') return envelopeResponse(c, fail(ErrorCode.RequiredFieldMissing, 'file: a file field is required', { field: 'file' }));
    const now = ctx.clock.now();
    const fileId = newId('file', now);
    ctx.state.files.set(fileId, {
      fileId,
      fileName: file.name || 'evidence',
      contentType: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
      createdAt: now,
    });
    return envelopeResponse(c, ok({ fileId }));
  });

  app.get('/api/v1/chargeback/file/download', (c) => {
    const refused = merchantQuery(ctx, c);
    if (refused) return refused;
    const fileId = c.req.query('fileId');
    if (!fileId) return envelopeResponse(c, fail(ErrorCode.RequiredFieldMissing, 'fileId: query parameter is required', { field: 'fileId' }));
    const file = ctx.state.files.get(fileId);
    if (!file) return envelopeResponse(c, fail(ErrorCode.NotFound, `file ${fileId.slice(0, 64)} does not exist`), 404);
    const safeName = file.fileName.replace(/[^\w.-]/g, '_');
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${safeName}"`,
        'Content-Length': String(file.bytes.byteLength),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
