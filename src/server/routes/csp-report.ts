/**
 * `POST {basePath}/csp-report`: where the merchant's checkout pages send their CSP
 * violation reports (`report-uri` / `report-to`), so that a script injected into the
 * payment page shows up in the logs and in `acq_proxy_csp_violations_total` (PCI DSS
 * 11.6.1 tamper detection). Anyone on the internet can post here, so the route is
 * cheap and bounded: 16 KB, a few content types, a per-client rate limit kept in this
 * process (no store round trip that could fail), one redacted log line per violation;
 * and it never answers 5xx — a broken report is the sender's problem, not an outage.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parseBoundedJson } from '../../core/json/bounded-json.js';
import { isEncodedBody, mediaTypeOf } from '../../core/media-type.js';
import { clientKeyOf } from '../http/client-key.js';
import { mayCall } from '../http/cors.js';
import type { ProxyEnv } from '../http/env.js';
import { createRateLimiter } from '../http/rate-limit.js';
import { describeError } from '../log/background.js';
import { cspViolations } from '../log/csp-violation.js';
import type { ProxyContext } from '../proxy-context.js';

const CSP_BODY_LIMIT = 16 * 1024;
/** Reports per client per minute: a page with a real problem sends a few per load. */
const REPORTS_PER_MINUTE = 30;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

export function cspReportRoutes(ctx: ProxyContext): Hono<ProxyEnv> {
  const app = new Hono<ProxyEnv>();
  const limiter = createRateLimiter({ capacity: REPORTS_PER_MINUTE, windowMs: 60_000 });

  // The Reporting API preflights a cross-origin endpoint: let the merchant's allowed pages send.
  app.options('/', (c) => {
    const origin = c.req.header('Origin');
    if (origin && mayCall(origin, c.req.url, ctx.options)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '86400');
      c.header('Vary', 'Origin');
    }
    return c.body(null, 204);
  });

  app.post('/', bodyLimit({ maxSize: CSP_BODY_LIMIT, onError: (c) => c.body(null, 413) }), async (c) => {
    try {
      if (!REPORT_TYPES.includes(mediaTypeOf(c.req.header('Content-Type'))) || isEncodedBody(c.req.header('Content-Encoding'))) return c.body(null, 415);
      if (!limiter.take(reportClient(c.req.raw, c.env, ctx))) return c.body(null, 429, { 'Retry-After': '60' });
      const parsed = parseBoundedJson(await c.req.text());
      const violations = parsed.ok ? cspViolations(parsed.value) : [];
      if (violations.length === 0) return c.body(null, 400);
      for (const violation of violations) ctx.log({ level: 'warn', msg: 'csp violation', ...violation });
      return c.body(null, 204);
    } catch (error) {
      ctx.log({ level: 'warn', msg: 'csp report not read', error: describeError(error) });
      return c.body(null, 400);
    }
  });
  return app;
}

/**
 * The reporting client's key. A proxy that cannot tell clients apart still takes
 * reports (logged once as misconfigured, see clientKeyOf), in one shared bucket: a
 * flood then drops reports, but no shopper's request.
 */
function reportClient(req: Request, env: unknown, ctx: ProxyContext): string {
  try {
    return clientKeyOf(req, env, ctx.options);
  } catch {
    return 'unresolved';
  }
}
