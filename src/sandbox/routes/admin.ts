/**
 * Test-only routes under /sandbox. Reading the clock and health need no key; moving the
 * clock (it expires orders, bills renewals and sends callbacks) and reading the callbacks
 * (shoppers' emails) need X-API-KEY, so a sandbox on a LAN is not anyone's to drive.
 *   GET  /sandbox/clock                  {now, pending: [{at, label}]}
 *   POST /sandbox/clock {"advance":"P1M"} moves the clock, runs what falls due, answers {now, ...} (X-API-KEY)
 *   GET  /sandbox/callbacks               every callback sent, with its attempts (X-API-KEY)
 *   GET  /sandbox/health                  {ok: true}
 * Errors answer the same envelope as the API.
 */
import type { Hono } from 'hono';
import { fail, ok } from '../../core/api/envelope.js';
import { ErrorCode } from '../../core/api/error-codes.js';
import { ClockError } from '../clock.js';
import type { SandboxContext } from '../context.js';
import { checkApiKey, envelopeResponse, readJsonBody } from '../http.js';

export function registerAdminRoutes(app: Hono, ctx: SandboxContext): void {
  const clockView = () => ({ now: ctx.clock.now().toISOString(), pending: ctx.clock.pending() });

  app.get('/sandbox/health', (c) => c.json({ ok: true }));
  app.get('/sandbox/clock', (c) => c.json(ok(clockView())));
  app.post('/sandbox/clock', async (c) => {
    const key = checkApiKey(c.req.raw.headers, ctx.options);
    if (!key.ok) return envelopeResponse(c, key.envelope, key.status);
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return envelopeResponse(c, body.envelope, body.status);
    const advance = (body.value as { advance?: unknown } | null)?.advance;
    if (typeof advance !== 'string') return envelopeResponse(c, fail(ErrorCode.RequiredFieldMissing, 'advance: is required, an ISO 8601 duration such as P1M', { field: 'advance' }));
    try {
      await ctx.clock.advance(advance);
    } catch (e) {
      if (e instanceof ClockError) return envelopeResponse(c, fail(ErrorCode.InvalidFieldValue, `advance: ${e.message}`, { field: 'advance' }));
      throw e;
    }
    await ctx.callbacks.idle();
    return c.json(ok(clockView()));
  });
  app.get('/sandbox/callbacks', (c) => {
    const key = checkApiKey(c.req.raw.headers, ctx.options);
    if (!key.ok) return envelopeResponse(c, key.envelope, key.status);
    return c.json(ok(ctx.callbacks.records()));
  });
}
