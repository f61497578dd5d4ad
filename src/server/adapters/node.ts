import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve } from '@hono/node-server';
import { PROXY_ERRORS } from '../../core/contract/proxy-errors.js';
import { proxyErrorBody, SECURITY_HEADERS } from '../http/http.js';
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
 * Express/Connect mount: `app.use(expressMiddleware(proxy))`. Requests under the proxy's
 * basePath (or `options.basePath`) go to the proxy; others pass to next(). Mount it before
 * any body parser (the proxy reads the raw body to verify callback signatures): a body a
 * parser has read already is answered 500 proxy_misconfigured, with the fix in the log.
 */
export function expressMiddleware(
  proxy: Pick<CashierProxy, 'fetch'> & Partial<Pick<CashierProxy, 'basePath'>>,
  options: { basePath?: string } = {},
): (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next) => void {
  const basePath = (options.basePath ?? proxy.basePath ?? '/cashier').replace(/\/+$/, '');
  const listener = toNodeListener(proxy.fetch);
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return next();
    if (bodyTaken(req)) return answerBodyTaken(res);
    // Connect strips the mount path from req.url; the proxy routes on the full path.
    req.url = url;
    listener(req, res).catch(next);
  };
}

/** Whether a body parser (express.json(), body-parser) read the request before the proxy could. */
function bodyTaken(req: IncomingMessage & { _body?: unknown }): boolean {
  return req._body === true || req.readableEnded;
}

const BODY_TAKEN = 'a body parser (express.json(), body-parser) read the request before expressMiddleware: mount expressMiddleware before it';

/** The proxy's own answer for its misconfiguration (its body and headers), written here: the proxy cannot read the body to answer itself. */
function answerBodyTaken(res: ServerResponse): void {
  console.error(`acq-cashier: ${BODY_TAKEN}`);
  const { status, messageKey } = PROXY_ERRORS.proxy_misconfigured;
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(proxyErrorBody('proxy_misconfigured', messageKey, `The proxy is mounted wrongly: ${BODY_TAKEN}`)));
}
