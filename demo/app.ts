/**
 * The demo's routes on one Hono app: the proxy at /cashier, the shop's backend (/api),
 * the server-written pages (/cdn.html, /ssr.html, /csp.html), the CDN files and the built
 * pages. Anything else gets a 4xx page and creates nothing: GET and HEAD everywhere, POST
 * only where a form or the shop's script posts, and no stack trace in an answer.
 */
import { Hono, type Context } from 'hono';
import type { CashierProxy } from '../src/server/index.js';
import { accountPage, openAccountPage } from './account-page.js';
import { ACCOUNT_PATH, createAccountBook } from './accounts.js';
import { serveCdn } from './cdn-files.js';
import { cdnPage, createCdnSession } from './cdn-page.js';
import { cspPage } from './csp-route.js';
import { errorPage, sessionNotFoundPage } from './error-page.js';
import { knownSession } from './known-session.js';
import type { BuiltPages } from './pages-build.js';
import { pageRoutes } from './pages-route.js';
import { createShopApi } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';
import { createSsrSession, ssrLanguage, ssrPage } from './ssr-page.js';
import { formBodyLimit, refuseUnexpectedPost, toSession } from './start-checkout.js';
import { checkoutRateLimit } from './checkout-limit.js';

export interface DemoFiles {
  /** dist/cdn: the built CDN module. */
  cdn: string;
  /** The built pages (in memory). */
  pages: BuiltPages;
}

/** The methods each address takes: GET and HEAD for anything not listed. */
const METHODS: Record<string, readonly string[]> = {
  '/cdn.html': ['GET', 'HEAD', 'POST'],
  '/ssr.html': ['GET', 'HEAD', 'POST'],
  '/api/checkout': ['POST'],
  '/account.html': ['GET', 'HEAD', 'POST'],
};

/** A 405 page naming the methods the address takes, or undefined when it takes this one. */
function methodRefusal(method: string, path: string): Response | undefined {
  const allowed = METHODS[path] ?? ['GET', 'HEAD'];
  if (allowed.includes(method)) return undefined;
  const page = errorPage(405, `The demo takes no ${method.slice(0, 20)} request here.`);
  page.headers.set('allow', allowed.join(', '));
  return page;
}

const sessionParam = (c: Context): string | undefined => c.req.query('session') ?? c.req.query('acq_session');

/** The 404 page for a missing (where `required`) or unknown session; undefined when the page may show. */
async function unknownSession(shop: ShopOptions, sessionId: string | undefined, required: boolean): Promise<Response | undefined> {
  if (sessionId === undefined ? !required : await knownSession(shop, sessionId)) return undefined;
  return sessionNotFoundPage('/');
}

export function createDemoApp(shop: ShopOptions & { proxy: CashierProxy }, dirs: DemoFiles): Hono {
  const app = new Hono();
  app.all('/cashier/*', (c) => shop.proxy.fetch(c.req.raw, c.env));
  app.use('*', async (c, next) => methodRefusal(c.req.method, c.req.path) ?? next());
  app.get('/healthz', (c) => c.text('ok'));
  const accounts = shop.accounts ?? createAccountBook();
  // One per-client limit on every route that creates a session at the acquirer (checkout-limit.ts).
  const checkouts = checkoutRateLimit(shop.checkoutRateLimitPerMinute);
  app.route('/', createShopApi(shop, accounts, checkouts));
  app.get(ACCOUNT_PATH, (c) =>
    accountPage(shop, accounts, dirs.cdn, { account: accounts.knownAccount(c), session: c.req.query('session'), returned: c.req.query('acq_session'), language: c.req.query('language') }),
  );
  app.post(ACCOUNT_PATH, checkouts.page, formBodyLimit, async (c) => {
    const refused = await refuseUnexpectedPost(c);
    if (refused) return refused;
    const next = await openAccountPage(shop, accounts, accounts.knownAccount(c), c.req.query('language'));
    return next ? new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } }) : errorPage(404, 'This browser has no subscription at the shop yet.');
  });
  app.get('/cdn.html', (c) => cdnPage(shop, dirs.cdn, sessionParam(c)));
  app.post('/cdn.html', checkouts.page, formBodyLimit, async (c) => (await refuseUnexpectedPost(c)) ?? toSession('/cdn.html', new URLSearchParams(), await createCdnSession(shop)));
  app.get('/ssr.html', (c) => ssrPage(shop, dirs.cdn, sessionParam(c), ssrLanguage(c.req.query('language'))));
  app.post('/ssr.html', checkouts.page, formBodyLimit, async (c) => {
    const language = ssrLanguage(c.req.query('language'));
    const query = new URLSearchParams(language ? { language } : {});
    return (await refuseUnexpectedPost(c)) ?? toSession('/ssr.html', query, await createSsrSession(shop, language));
  });
  // The built pages that show the session in their address: an id the proxy does not know is the same 404 page.
  app.get('/checkout.html', async (c, next) => (await unknownSession(shop, sessionParam(c), true)) ?? next());
  app.get('/spa/', async (c, next) => (await unknownSession(shop, sessionParam(c), false)) ?? next());
  app.get('/csp.html', async (c) => (await cspPage(c.req.path))!);
  app.get('/cdn/*', (c) => serveCdn(dirs.cdn, c.req.path.slice('/cdn/'.length)));
  app.route('/', pageRoutes(dirs.pages));
  app.onError((error) => {
    // One line, no stack: the demo is left running, its log read by people.
    console.error(`demo: ${error.name}: ${error.message}`);
    return errorPage(500, 'The shop could not answer that. Try again in a moment.');
  });
  return app;
}
