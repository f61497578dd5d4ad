/**
 * The /api/v1 router: every operation is a POST of JSON answered with an envelope.
 * Credentials and version are checked by middleware (app.ts); here the body is read
 * (content type, size, JSON) and the merchantId it names is checked, then the
 * operation's handler answers.
 */
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import { parseRequest, type Envelope, type FailureEnvelope } from '../../core/api/envelope.js';
import type { SandboxContext } from '../context.js';
import { checkMerchant, envelopeResponse, readJsonBody } from '../http.js';

export interface ApiCall {
  /** The parsed JSON body as sent (idempotency fingerprints it). */
  body: unknown;
  baseUrl: string;
  request: Request;
}

export type ApiHandler = (call: ApiCall) => Envelope<unknown> | Promise<Envelope<unknown>>;

export interface ApiRouter {
  post(path: string, handler: ApiHandler): void;
}

export function apiRouter(app: Hono, ctx: SandboxContext): ApiRouter {
  return {
    post(path, handler) {
      app.post(`/api/v1${path}`, async (c) => {
        const body = await readJsonBody(c.req.raw);
        if (!body.ok) return envelopeResponse(c, body.envelope, body.status);
        const merchant = checkMerchant(body.value, ctx.options);
        if (!merchant.ok) return envelopeResponse(c, merchant.envelope, merchant.status);
        const answer = await handler({ body: body.value, baseUrl: ctx.baseUrl(c.req.url), request: c.req.raw });
        return envelopeResponse(c, answer);
      });
    },
  };
}

/** Parses with a core schema: the data, or the failure envelope to answer. */
export function parse<S extends z.ZodMiniType>(schema: S, body: unknown): { data: z.infer<S>; refusal?: undefined } | { data?: undefined; refusal: FailureEnvelope } {
  const result = parseRequest(schema, body);
  return result.ok ? { data: result.data } : { refusal: result.envelope };
}
