/**
 * What the browser benches load: the sandbox acquirer, the merchant proxy at /cashier and
 * a bench page server, in this process, on loopback. The CDN module is served with
 * `performance.mark('acq-start')` prepended, so a timing starts at the module's first
 * statement, and `acq-evaluated` appended (the file on disk is untouched).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serveCdn } from '../../demo/cdn-files.js';
import { preloadsOf, sessionCodeFiles, staticImportsOf } from '../../scripts/cdn-inventory.js';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import { createCashierProxy, renderCashierHtml, viewJson as serverViewJson, type CashierProxy } from '../../src/server/index.js';
import { adyenPage, type AdyenAssets } from './adyen/page.js';
import { benchPage, type PageKind } from './bench-page.js';
import { ourPage } from './compare-pages.js';
import { VARIANTS, type Variant } from './compare.js';
import { frameProbe } from './frame-probe.js';
import { orderInput } from './order-input.js';
import { cdnBundle, cdnDir } from './paths.js';
import { BENCH_PROXY_LIMITS } from './proxy-limits.js';

export interface BrowserStack {
  url: string;
  proxy: CashierProxy;
  sandbox: ListeningSandbox;
  /** A fresh one-time order session (wallet and card methods in EUR); its cashierLanguage is English unless given. */
  orderSession(language?: string): Promise<string>;
  /** The proxy's pay call, as the widget makes it. */
  pay(sessionId: string, body: Record<string, unknown>): Promise<{ status: string; action?: { webUrl: string } }>;
  close(): Promise<void>;
}


const js = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' };

/** `adyen`: the Drop-in reference page's built assets, served under /adyen/ with its page at /compare/adyen.html. */
export async function startBrowserStack(adyen?: AdyenAssets): Promise<BrowserStack> {
  const sandbox = await listenSandbox({ port: 0, assetsDir: cdnDir });
  const bundle = `performance.mark('acq-start');\n${await readFile(cdnBundle, 'utf8')}\n;performance.mark('acq-evaluated');\n`;
  // What the merchant snippet preloads (the entries' static imports, as this build has them), and the session code (one row adds it at low priority).
  const cashier = staticImportsOf(cdnDir, ['acq-cashier.js']);
  const modulePreload = {
    cashier,
    ssr: preloadsOf(cdnDir, ['acq-hydrate.js', 'acq-cashier.js']),
    firstLazy: sessionCodeFiles(cdnDir, cashier),
  };
  let proxy: CashierProxy | undefined;
  const app = new Hono();
  app.all('/cashier/*', (c) => proxy!.fetch(c.req.raw, c.env));
  app.get('/cdn/acq-cashier.js', () => new Response(bundle, { headers: js }));
  app.get('/cdn/*', (c) => serveCdn(cdnDir, c.req.path.slice('/cdn/'.length)));
  if (adyen) {
    app.get('/adyen/drop-in.js', () => new Response(adyen.js, { headers: js }));
    app.get('/adyen/adyen.css', () => new Response(adyen.css, { headers: { ...js, 'content-type': 'text/css; charset=utf-8' } }));
    app.get('/compare/adyen.html', (c) => c.html(adyenPage(frameProbe('adyen'), '/landed.html')));
  }
  // The floor: the same probe on a page with a heading and a paragraph, no script of its own.
  app.get('/compare/floor.html', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title><script>${frameProbe('floor')}</script></head><body><h1>Checkout</h1><p>A static page.</p></body></html>`),
  );
  app.get('/compare/:variant{[a-z]+\\.html}', async (c) => {
    const variant = c.req.param('variant').replace('.html', '') as Variant;
    const session = c.req.query('session') ?? '';
    if (!VARIANTS.includes(variant) || !/^[A-Za-z0-9_-]{1,128}$/.test(session)) return c.notFound();
    // The merchant's server embeds the view the proxy's route would answer (one function builds both).
    const view = variant === 'embedded' || variant === 'ssr' ? await proxy!.view(session) : undefined;
    if (variant === 'ssr') return c.html(ourPage(variant, { session, modulePreload, ssrHtml: await renderCashierHtml(view!, { endpoint: '/cashier', language: 'en' }) }));
    return c.html(ourPage(variant, { session, modulePreload, ...(view ? { viewJson: serverViewJson(view) } : {}) }));
  });
  app.get('/landed.html', (c) => c.html('<!doctype html><title>landed</title>'));
  app.get('/:page{[a-z]+\\.html}', (c) => {
    const kind = c.req.param('page').replace('.html', '') as PageKind;
    const page = benchPage(kind, c.req.query('session') ?? '', modulePreload.cashier);
    return page ? c.html(page) : c.notFound();
  });
  const { url, close } = await listen(app.fetch);
  proxy = createCashierProxy({
    baseUrl: sandbox.url,
    apiKey: sandbox.sandbox.apiKey,
    merchantId: sandbox.sandbox.merchantId,
    publicUrl: url,
    basePath: '/cashier',
    logger: () => undefined,
    // Every request comes from one loopback client: the per-client limits lifted.
    ...BENCH_PROXY_LIMITS,
  });
  const live = proxy;
  return {
    url,
    proxy: live,
    sandbox,
    orderSession: async (language) => (await live.createSession(orderInput(url, language))).id,
    async pay(sessionId, body) {
      const response = await live.fetch(
        new Request(`${url}/cashier/sessions/${sessionId}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      );
      if (!response.ok) throw new Error(`pay: ${response.status} ${await response.text()}`);
      return (await response.json()) as { status: string; action?: { webUrl: string } };
    },
    async close() {
      await close();
      await live.close();
      await sandbox.close();
    },
  };
}

function listen(fetch: (req: Request, env?: unknown) => Response | Promise<Response>): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
