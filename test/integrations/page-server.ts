/**
 * A test page as a merchant's app ships it: its script bundled by Vite (production
 * mode), served over real HTTP on 127.0.0.1, optionally with a handler (the cashier
 * proxy) mounted on the same origin.
 */
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { build } from 'vite';

const root = new URL('../..', import.meta.url).pathname;

export interface PageServer {
  /** The page's origin, e.g. http://127.0.0.1:43210; the page is at `/`. */
  url: string;
  close(): Promise<void>;
}

export interface Mounted {
  /** Requests whose path starts with this go to `fetch`. */
  prefix: string;
  /** env: the Node adapter's, which carries the client's address (the proxy's rate-limit key). */
  fetch: (req: Request, env?: unknown) => Promise<Response>;
}

/**
 * Bundles `entry` (a path under test/) and serves `<body>` + the bundle at `/`. `mount`
 * is called with the page's URL once it is known (a proxy's publicUrl).
 */
export async function startPageServer(entry: string, body: string, mount?: (url: string) => Mounted): Promise<PageServer> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp/page-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: dir, emptyOutDir: false, minify: false, lib: { entry: join(root, entry), formats: ['es'], fileName: () => 'page.js' } },
  });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>${body}<script type="module" src="/app/page.js"></script></body></html>`;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mounted = mount?.(url);
  const mountedListener = mounted && getRequestListener(mounted.fetch);
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    if (mounted && mountedListener && path.startsWith(mounted.prefix)) return void mountedListener(req, res);
    const file = path.startsWith('/app/') ? normalize(join(dir, path.slice('/app/'.length))) : null;
    if (file?.startsWith(dir) && existsSync(file)) res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
