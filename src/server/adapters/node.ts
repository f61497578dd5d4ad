import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve } from '@hono/node-server';
import type { CashierProxy } from '../proxy.js';
import { closeGracefully, type GracefulCloseOptions } from './shutdown.js';
import { SLOW_CLIENT_LIMITS } from './slow-clients.js';

type FetchHandler = (req: Request, env?: unknown) => Response | Promise<Response>;

/** A Node `(req, res)` listener for a fetch-standard handler (the socket address reaches the rate limiter). */
export function toNodeListener(handler: FetchHandler): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener((request, env) => handler(request, env));
}

export interface ListeningProxy {
  url: string;
  port: number;
  /** Cuts every connection at once (tests, development). */
  close(): Promise<void>;
  /** SIGTERM's way: stop accepting, finish in-flight requests, end streams (closeGracefully). */
  shutdown(options?: GracefulCloseOptions): Promise<{ clean: boolean }>;
}

/** Serves the proxy alone on host:port (0 = any free port). Rejects when it cannot listen (port busy, bad host). */
export function listenCashierProxy(
  proxy: Pick<CashierProxy, 'fetch'>,
  options: { port?: number; host?: string } = {},
): Promise<ListeningProxy> {
  const { port = 0, host = '127.0.0.1' } = options;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: (request, env) => proxy.fetch(request, env), port, hostname: host, serverOptions: SLOW_CLIENT_LIMITS }, (info: AddressInfo) => {
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            // Open SSE streams would hold close() forever.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
        shutdown: (graceful) => closeGracefully(server as Server, graceful),
      });
    });
    server.once('error', reject);
  });
}

type Next = (error?: unknown) => void;

/**
 * Express/Connect mount: `app.use(expressMiddleware(proxy, { basePath: '/cashier' }))`.
 * Requests under basePath go to the proxy; others pass to next(). Mount it before any
 * body parser (the proxy reads the raw body to verify callback signatures).
 */
export function expressMiddleware(
  proxy: Pick<CashierProxy, 'fetch'>,
  options: { basePath?: string } = {},
): (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next) => void {
  const basePath = (options.basePath ?? '/cashier').replace(/\/+$/, '');
  const listener = toNodeListener(proxy.fetch);
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return next();
    // Connect strips the mount path from req.url; the proxy routes on the full path.
    req.url = url;
    listener(req, res).catch(next);
  };
}
