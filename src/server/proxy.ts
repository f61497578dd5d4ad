import { Hono } from 'hono';
import { createAcquirerClient, type AcquirerClient } from './acquirer/acquirer-client.js';
import type { CashierView } from '../core/api/cashier.js';
import type { ManageView } from '../core/api/manage-view.js';
import type { ProxyEnv } from './http/env.js';
import { errorResponse, refusalResponse } from './http/error-response.js';
import { readinessProbe, type Readiness } from './http/health.js';
import { createStoreRateLimiter } from './http/rate-limit.js';
import { requestLog } from './http/request-log.js';
import { runInBackground } from './log/background.js';
import { redactingLogger } from './log/logger.js';
import { resolveBudgets } from './budgets.js';
import { createLocalState, type ProxyContext } from './proxy-context.js';
import { resolveProxyOptions, type CashierProxyOptions } from './proxy-options.js';
import { reconcileEvery, reconcilePending } from './attempt/reconcile.js';
import { cspReportRoutes } from './routes/csp-report.js';
import { drainStreams, OpenStreams } from './routes/events.js';
import { createCallbackRefusals } from './routes/callback-refusals.js';
import { warnAboutOptions } from './proxy-option-checks.js';
import { notifyRoutes } from './routes/notify.js';
import { widgetRoutes } from './routes/widget.js';
import type { CreateSessionInput } from './session/create-session.js';
import { createManageSession, storeManageSession } from './session/manage-session.js';
import type { ManageSessionInput } from './session/manage-input.js';
import { storeNewSession, subscriptionIdsOf } from './session/new-session.js';
import { jsonStore } from './store/json-store.js';
import { namespacedStore } from './store/namespaced-store.js';
import { embeddedManageView, pageView } from './view/page-view.js';
import { sessionView } from './view/view.js';
import type { ShopperLanguages } from './view/first-screen-formats.js';

export interface CashierProxy {
  /** The fetch-standard handler: mount it at basePath (it answers 404 elsewhere). */
  fetch(req: Request, env?: unknown): Promise<Response>;
  /** Merchant server code: a session from its own cart or plan. Throws SessionInputError. */
  createSession(input: CreateSessionInput): Promise<CreatedSession>;
  /**
   * A subscription page (issue #29): the user's subscription checked with an inquiry (it
   * must exist, else SessionInputError, and be userInfo.userId's, else SessionOwnershipError).
   */
  createSession(input: ManageSessionInput): Promise<{ id: string; expiresAt: string }>;
  /**
   * The same, with the subscription page's view (as view() answers it) for a page that
   * embeds or server-renders it (renderCashierHtml). `language`/`acceptLanguage` as for view().
   */
  createSession(input: ManageSessionInput, options: { view: true } & ShopperLanguages): Promise<{ id: string; expiresAt: string; view: ManageView }>;
  /**
   * The same, with the view the widget would fetch, for a page that embeds it (no round trip from the browser).
   * `language`/`acceptLanguage` as for view().
   */
  createSession(input: CreateSessionInput, options: { view: true } & ShopperLanguages): Promise<CreatedSession & { view: CashierView }>;
  /**
   * The session's view, exactly as `GET {basePath}/sessions/:id` answers it (no secrets: the browser may hold it).
   * Pass the element's `language` and the shopper's Accept-Language header: the view then carries the first
   * screen's amounts and dates formatted for the shopper, and the browser renders it without loading Intl's data.
   * A `subscription-manage` session answers its ManageView (`kind: 'subscription-manage'`), with the same
   * formatted strings and catalog; renderCashierHtml takes either.
   */
  view(sessionId: string, languages?: ShopperLanguages): Promise<CashierView | ManageView>;
  /** The typed acquirer client the proxy uses, for the merchant's back office. */
  acquirer: AcquirerClient;
  /** Resolves when the work started after answers (callbacks) has finished. */
  idle(): Promise<void>;
  /** Waits for that work, then releases the store (if the proxy created it). */
  close(): Promise<void>;
  /**
   * Store and acquirer reachable (cached ~2 s): a readiness probe's answer. Its `warnings`
   * name what the merchant must fix without taking the process out of rotation (signed
   * callbacks refused: a wrong webhookSecret or a skewed clock).
   */
  readiness(): Promise<Readiness>;
  /**
   * Shutdown: ends every open event stream with a retry hint of retryMs, so that each
   * widget reconnects (to another process behind the balancer) at once.
   */
  drain(retryMs?: number): Promise<void>;
  /** Event streams open now. */
  openStreams(): number;
  /** The path it serves under (the basePath option, normalized): expressMiddleware mounts it there. */
  readonly basePath: string;
  /** The route patterns it answers (`/cashier/sessions/:id/pay`, …): metrics name requests by them, never by path. */
  readonly routes: readonly string[];
}

/**
 * What createSession answers: the session's id and expiry, and for a subscription (or a
 * plan change) the subscriptionRequest of its first attempt (a retry after a decline
 * sends a new one: onResult names the one that became the subscription, with its subscriptionId).
 */
export interface CreatedSession {
  id: string;
  expiresAt: string;
  subscriptionRequest?: string;
}

export function createCashierProxy(options: CashierProxyOptions): CashierProxy {
  const opts = resolveProxyOptions(options);
  const log = redactingLogger(opts.logger, [opts.apiKey, opts.webhookSecret]);
  warnAboutOptions(opts, log);
  const acquirer =
    opts.acquirer ??
    createAcquirerClient({ baseUrl: opts.baseUrl, apiKey: opts.apiKey, merchantId: opts.merchantId, fetch: opts.fetch, timeoutMs: opts.timeoutMs, retries: opts.retries, retryBaseMs: opts.retryBaseMs, logger: log });
  const store = namespacedStore(opts.store, opts.storeNamespace);
  const ctx: ProxyContext = {
    options: opts,
    budgets: resolveBudgets(opts.budgets),
    acquirer,
    store,
    records: jsonStore(store),
    log,
    merchantInfo: { merchantId: opts.merchantId, ...(opts.subMerchantId ? { subMerchantId: opts.subMerchantId } : {}) },
    background: new Set(),
    local: createLocalState(),
  };
  // Shared by every process when the store can count (Redis), else per process.
  const payLimiter = createStoreRateLimiter(store, { name: 'pay', capacity: opts.payRateLimitPerMinute, windowMs: 60_000 });
  const ownsStore = options.store === undefined;
  const streams = new OpenStreams();
  // Ready only when the acquirer accepts the key: its config inquiry, by a client that neither retries nor logs (probes come often).
  const probe = opts.acquirer ?? createAcquirerClient({ baseUrl: opts.baseUrl, apiKey: opts.apiKey, merchantId: opts.merchantId, fetch: opts.fetch, timeoutMs: opts.timeoutMs, retries: 0 });
  const refusals = createCallbackRefusals(log);
  const readiness = readinessProbe({ store, baseUrl: opts.baseUrl, fetch: opts.fetch, acquirer: probe, merchantId: opts.merchantId, warnings: refusals.warnings });

  const app = new Hono<ProxyEnv>().basePath(opts.basePath);
  app.use('*', requestLog(log));
  app.onError((error, c) => errorResponse(c, error, log));
  app.notFound((c) => refusalResponse(c, 'not_found', notFoundMessage(c.req.path, opts.basePath)));
  app.route('/notify', notifyRoutes(ctx, refusals));
  app.route('/csp-report', cspReportRoutes(ctx));
  app.route('/sessions', widgetRoutes(ctx, { payLimiter, streams }));

  // Sessions a previous run left waiting (a crash between send and record, a callback
  // lost): asked about in the background, without holding up the start.
  const reconcile = () => runInBackground(ctx, 'reconcile', () => reconcilePending(ctx));
  reconcile();
  // And every few minutes after: a result whose callback never came is told without a browser asking.
  const stopReconciling = reconcileEvery(ctx, opts.reconcileEveryMs, reconcile);

  const idle = async () => {
    while (ctx.background.size > 0) await Promise.allSettled([...ctx.background]);
  };

  const proxy: CashierProxy = {
    fetch: async (req, env) => app.fetch(req, env),
    acquirer,
    idle,
    readiness,
    openStreams: () => streams.size,
    basePath: opts.basePath,
    routes: [...new Set(app.routes.map((r) => r.path).filter((path) => !path.includes('*')))],
    drain: (retryMs = 1_000) => drainStreams(streams, retryMs),
    view: (sessionId, languages) => pageView(ctx, sessionId, languages),
    // One implementation for both overloads: the view only when asked (it may cost the saved-cards call).
    createSession: (async (input: CreateSessionInput | ManageSessionInput, options?: { view: true } & ShopperLanguages) => {
      // Any input at all reaches its check (null, an array…): read kind without assuming an object.
      if ((input as { kind?: unknown } | null)?.kind === 'subscription-manage') {
        if (!options?.view) return createManageSession(ctx, input as ManageSessionInput);
        const session = await storeManageSession(ctx, input as ManageSessionInput);
        return { id: session.id, expiresAt: session.expiresAt, view: await embeddedManageView(ctx, session, options) };
      }
      const session = await storeNewSession(ctx, input as CreateSessionInput);
      const created = { id: session.id, expiresAt: session.expiresAt, ...subscriptionIdsOf(session) };
      return options?.view ? { ...created, view: await sessionView(ctx, session, options) } : created;
    }) as CashierProxy['createSession'],
    async close() {
      stopReconciling();
      await idle();
      if (ownsStore) await ctx.store.close?.();
    },
  };
  readinessWarningSources.set(proxy, refusals.warnings);
  return proxy;
}

const readinessWarningSources = new WeakMap<CashierProxy, () => string[]>();

/** The proxy's readiness warnings, for a server that runs its own readiness probe (the standalone's /readyz). Not part of the package's API. */
export function readinessWarningsOf(proxy: CashierProxy): string[] {
  return readinessWarningSources.get(proxy)?.() ?? [];
}

/** A path outside basePath is a mounting mistake more often than a wrong route: the message says where the proxy serves. */
function notFoundMessage(path: string, basePath: string): string {
  if (path === basePath || path.startsWith(`${basePath}/`)) return 'No such route';
  return `No such route: this proxy serves ${basePath}/…; mounted under another path, set its basePath option to that path`;
}
