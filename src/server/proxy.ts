import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { createAcquirerClient, type AcquirerClient } from './acquirer/acquirer-client.js';
import { refreshStatus, streamSnapshotReader } from './attempt/attempt-resolve.js';
import { describeError, runInBackground } from './log/background.js';
import { readinessProbe, type Readiness } from './http/health.js';
import { cancelSession } from './attempt/cancel.js';
import { buildSession, type CreateSessionInput } from './session/create-session.js';
import { AcquirerError, AcquirerProtocolError, AcquirerUnavailableError, ProxyHttpError } from './errors.js';
import { proxyErrorBody, readJson, requireNoFields, SECURITY_HEADERS } from './http/http.js';
import { StoreUnavailableError } from './store/redis-errors.js';
import { jsonStore } from './store/json-store.js';
import { inRequestScope, redactingLogger } from './log/logger.js';
import { manageUrl } from './session/manage.js';
import { receiveCallback } from './routes/notify.js';
import { pay, readPayRequest } from './attempt/pay.js';
import { isOriginAllowed, refusedOriginMessage } from './http/origins.js';
import type { ProxyContext } from './proxy-context.js';
import { resolveProxyOptions, type CashierProxyOptions } from './proxy-options.js';
import { namespacedStore } from './store/namespaced-store.js';
import { createStoreRateLimiter } from './http/rate-limit.js';
import { reconcilePending } from './attempt/reconcile.js';
import { isSessionExpired, retentionTtlMs, sessionKey, type SessionRecord } from './session/session.js';
import { isSessionId, randomBase64Url } from './session/session-id.js';
import { streamStatus } from './results/status-events.js';
import type { CashierView } from '../core/api/cashier.js';
import { sessionView } from './view/view.js';
import type { ShopperLanguages } from './view/first-screen-formats.js';

export interface CashierProxy {
  /** The fetch-standard handler: mount it at basePath (it answers 404 elsewhere). */
  fetch(req: Request, env?: unknown): Promise<Response>;
  /** Merchant server code: a session from its own cart or plan. Throws SessionInputError. */
  createSession(input: CreateSessionInput): Promise<{ id: string; expiresAt: string }>;
  /**
   * The same, with the view the widget would fetch, for a page that embeds it (no round trip from the browser).
   * `language`/`acceptLanguage` as for view().
   */
  createSession(input: CreateSessionInput, options: { view: true } & ShopperLanguages): Promise<{ id: string; expiresAt: string; view: CashierView }>;
  /**
   * The session's view, exactly as `GET {basePath}/sessions/:id` answers it (no secrets: the browser may hold it).
   * Pass the element's `language` and the shopper's Accept-Language header: the view then carries the first
   * screen's amounts and dates formatted for the shopper, and the browser renders it without loading Intl's data.
   */
  view(sessionId: string, languages?: ShopperLanguages): Promise<CashierView>;
  /** The typed acquirer client the proxy uses, for the merchant's back office. */
  acquirer: AcquirerClient;
  /** Resolves when the work started after answers (callbacks) has finished. */
  idle(): Promise<void>;
  /** Waits for that work, then releases the store (if the proxy created it). */
  close(): Promise<void>;
  /** Store and acquirer reachable (cached ~2 s): a readiness probe's answer. */
  readiness(): Promise<Readiness>;
  /**
   * Shutdown: ends every open event stream with a retry hint of retryMs, so that each
   * widget reconnects (to another process behind the balancer) at once.
   */
  drain(retryMs?: number): Promise<void>;
  /** Event streams open now. */
  openStreams(): number;
}

const WIDGET_BODY_LIMIT = 16 * 1024;
/** Inferred: callbacks carry a whole inquiry record; 256 KB is ample. */
const NOTIFY_BODY_LIMIT = 256 * 1024;

type Env = { Variables: { requestId: string; session: SessionRecord; body: unknown } };

export function createCashierProxy(options: CashierProxyOptions): CashierProxy {
  const opts = resolveProxyOptions(options);
  const log = redactingLogger(opts.logger, [opts.apiKey, opts.webhookSecret]);
  const acquirer =
    opts.acquirer ??
    createAcquirerClient({ baseUrl: opts.baseUrl, apiKey: opts.apiKey, merchantId: opts.merchantId, fetch: opts.fetch, timeoutMs: opts.timeoutMs, retries: opts.retries, retryBaseMs: opts.retryBaseMs, logger: log });
  const store = namespacedStore(opts.store, opts.storeNamespace);
  const ctx: ProxyContext = {
    options: opts,
    acquirer,
    store,
    records: jsonStore(store),
    log,
    merchantInfo: { merchantId: opts.merchantId, ...(opts.subMerchantId ? { subMerchantId: opts.subMerchantId } : {}) },
    background: new Set(),
  };
  // Shared by every process when the store can count (Redis), else per process.
  const payLimiter = createStoreRateLimiter(store, { name: 'pay', capacity: opts.payRateLimitPerMinute, windowMs: 60_000 });
  const ownsStore = options.store === undefined;
  const streams = new Set<SSEStreamingApi>();
  const readiness = readinessProbe({ store, baseUrl: opts.baseUrl, fetch: opts.fetch });
  const app = new Hono<Env>().basePath(opts.basePath);

  app.use('*', async (c, next) => {
    const started = Date.now();
    const requestId = `req_${randomBase64Url(9)}`;
    c.set('requestId', requestId);
    await inRequestScope(requestId, next);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('X-Request-Id', requestId);
    log({ level: 'info', msg: 'request', requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Date.now() - started });
  });

  app.onError((error, c) => errorResponse(c, error, log));
  app.notFound((c) => c.json(proxyErrorBody('not_found', 'error.generic', 'No such route', c.get('requestId')), 404));

  app.post('/notify', bodyLimit({ maxSize: NOTIFY_BODY_LIMIT, onError: (c) => c.json({ result: 'failed' }, 413) }), async (c) => {
    const answer = await receiveCallback(ctx, await c.req.text(), c.req.header('X-ACQ-Signature') ?? null);
    return c.json(answer.body, answer.status as 200);
  });

  app.use('/sessions/*', async (c, next) => {
    const origin = c.req.header('Origin');
    const own = [new URL(c.req.url).origin, new URL(opts.publicUrl).origin];
    if (origin && !isOriginAllowed(origin, { allowed: opts.allowedOrigins, own, allowLoopback: opts.allowLoopbackOrigins })) {
      throw new ProxyHttpError(403, 'origin_not_allowed', 'error.generic', refusedOriginMessage(origin));
    }
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    await next();
  });

  app.use(
    '/sessions/*',
    bodyLimit({
      maxSize: WIDGET_BODY_LIMIT,
      onError: (c) => c.json(proxyErrorBody('body_too_large', 'error.generic', 'The request body is over 16 KB', c.get('requestId')), 413),
    }),
  );

  app.use('/sessions/:id/*', async (c, next) => {
    if (c.req.method === 'POST' && !(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
      // Also keeps form posts from other sites (no preflight) out.
      throw new ProxyHttpError(415, 'unsupported_media_type', 'error.generic', 'Send application/json');
    }
    // Read (and a malformed body refused) before the session is touched.
    if (c.req.method === 'POST') c.set('body', await readJson(c.req.raw));
    c.set('session', await loadSession(ctx, c.req.param('id') ?? ''));
    await next();
  });
  app.use('/sessions/:id', async (c, next) => {
    c.set('session', await loadSession(ctx, c.req.param('id')));
    await next();
  });

  app.get('/sessions/:id', async (c) => {
    // The element sends its `language` attribute; Accept-Language stands for the browser's languages.
    const languages = { language: c.req.query('language'), acceptLanguage: c.req.header('Accept-Language') };
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(await sessionView(ctx, c.get('session'), languages));
  });

  app.post('/sessions/:id/pay', async (c) => {
    const client = clientKeyOf(c.req.raw, c.env, opts);
    const limit = await payLimiter.take(client);
    if (!limit.allowed) {
      c.header('Retry-After', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new ProxyHttpError(429, 'rate_limited', 'error.generic', 'Too many pay calls; wait a moment');
    }
    const choice = readPayRequest(c.get('body'));
    return c.json(await pay(ctx, c.get('session'), choice));
  });

  app.get('/sessions/:id/status', async (c) => c.json(await refreshStatus(ctx, c.get('session'))));

  app.post('/sessions/:id/cancel', async (c) => {
    requireNoFields(c.get('body'));
    return c.json(await cancelSession(ctx, c.get('session')));
  });

  app.get('/sessions/:id/manage', async (c) => c.json(await manageUrl(ctx, c.get('session'))));

  app.get('/sessions/:id/events', (c) => {
    const id = c.get('session').id;
    return streamSSE(
      c,
      async (stream) => {
        streams.add(stream);
        try {
          await streamStatus(stream, { store: ctx.store, sessionId: id, heartbeatMs: opts.heartbeatMs, current: streamSnapshotReader(ctx, id) });
        } finally {
          streams.delete(stream);
        }
      },
      async (error) => log({ level: 'error', msg: 'event stream failed', error: describeError(error) }),
    );
  });

  // Sessions a previous run left waiting (a crash between send and record, a callback
  // lost): asked about in the background, without holding up the start.
  runInBackground(ctx, 'reconcile', () => reconcilePending(ctx));

  const idle = async () => {
    while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
  };

  return {
    fetch: async (req, env) => app.fetch(req, env),
    acquirer,
    idle,
    readiness,
    openStreams: () => streams.size,
    async drain(retryMs = 1_000) {
      await Promise.allSettled(
        [...streams].map(async (stream) => {
          await stream.write(`retry: ${retryMs}\n\n`);
          stream.abort();
        }),
      );
    },
    view: async (sessionId, languages) => sessionView(ctx, await loadSession(ctx, sessionId), languages),
    // One implementation for both overloads: the view only when asked (it may cost the saved-cards call).
    createSession: (async (input: CreateSessionInput, options?: { view: true } & ShopperLanguages) => {
      const session = buildSession(input, {
        merchantId: opts.merchantId,
        ...(opts.subMerchantId ? { subMerchantId: opts.subMerchantId } : {}),
        notifyUrl: `${opts.publicUrl}${opts.basePath}/notify`,
        defaultReturnUrl: opts.returnUrl ?? `${opts.publicUrl}/`,
        sessionTtlMs: opts.sessionTtlMs,
      });
      await ctx.records.write(sessionKey(session.id), session, retentionTtlMs(session));
      const created = { id: session.id, expiresAt: session.expiresAt };
      return options?.view ? { ...created, view: await sessionView(ctx, session, options) } : created;
    }) as CashierProxy['createSession'],
    async close() {
      await idle();
      if (ownsStore) await ctx.store.close?.();
    },
  };
}

async function loadSession(ctx: ProxyContext, id: string): Promise<SessionRecord> {
  const session = isSessionId(id) ? await ctx.records.read<SessionRecord>(sessionKey(id)) : undefined;
  if (!session || isSessionExpired(session)) {
    throw new ProxyHttpError(404, 'session_not_found', 'error.sessionNotFound', 'No such cashier session, or it has expired');
  }
  return session;
}

function clientKeyOf(req: Request, env: unknown, opts: ReturnType<typeof resolveProxyOptions>): string {
  if (opts.clientKey) return opts.clientKey(req, env);
  if (opts.trustProxy) {
    const forwarded = req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Every failure becomes a ProxyError body: a stable code, a message key, a safe message. */
function errorResponse(c: Context<Env>, error: unknown, log: ReturnType<typeof redactingLogger>): Response {
  const requestId = c.get('requestId');
  const answer = (status: number, code: string, messageKey: string, message: string) =>
    c.json(proxyErrorBody(code, messageKey, message, requestId), status as 400);
  if (error instanceof ProxyHttpError) return answer(error.status, error.code, error.messageKey, error.message);
  log({ level: 'error', msg: 'route failed', requestId, error: describeError(error) });
  if (error instanceof AcquirerUnavailableError) return answer(error.reason === 'timeout' ? 504 : 503, error.code, error.messageKey, error.message);
  if (error instanceof StoreUnavailableError) return answer(503, error.code, error.messageKey, 'The session store is unavailable; try again shortly');
  if (error instanceof AcquirerProtocolError) return answer(502, error.code, error.messageKey, 'The acquirer answered something unreadable');
  if (error instanceof AcquirerError) return answer(502, error.code, error.messageKey, error.message);
  return answer(500, 'internal', 'error.generic', 'Something went wrong');
}
