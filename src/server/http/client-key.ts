/**
 * Who is calling, for the per-client limits. Never one shared key: a proxy mounted so
 * that it cannot tell clients apart refuses the limited routes with a 500
 * `proxy_misconfigured` naming the fix, rather than letting one abusive client use up
 * every shopper's budget.
 */
import { createHash } from 'node:crypto';
import { ProxyHttpError } from '../errors.js';
import type { ResolvedProxyOptions } from '../proxy-options.js';
import { forwardedClient, normalizeAddress, trustedHops } from './forwarded.js';
import { warnIfBehindUntrustedProxy } from './untrusted-proxy.js';

/** What to do instead: in the 500's message and the one log line. */
export const CLIENT_KEY_FIX =
  'The proxy cannot tell clients apart, so it will not rate-limit them together: pass the runtime\'s second argument ' +
  '(hono: proxy.fetch(c.req.raw, c.env); Deno.serve: proxy.fetch(req, info); Bun: proxy.fetch(req, server)), ' +
  'or use listenCashierProxy/toNodeListener/expressMiddleware, or set trustProxy to the number of proxies in front ' +
  'of this one, or give a clientKey(request, env) option (Workers: the CF-Connecting-IP header)';

/**
 * The rate-limit key: the merchant's clientKey when it answers one, else the address the
 * trusted proxies forwarded, else the runtime's peer address. Throws ProxyHttpError 500
 * `proxy_misconfigured` when none is known.
 */
export function clientKeyOf(req: Request, env: unknown, opts: ResolvedProxyOptions): string {
  const found = clientKeySource(req, env, opts);
  if (found?.peer) warnIfBehindUntrustedProxy(req, found.peer, opts);
  const key = found?.key;
  // Keys are held by the limiters (up to 10 000 each): a long one, from a header a client wrote, is kept short.
  if (key) return key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('base64url')}` : key;
  if (!warned.has(opts)) {
    warned.add(opts);
    // Once per proxy: the fix is the same every time, and a log flood helps nobody.
    opts.logger({ level: 'error', msg: 'proxy misconfigured: no client key', fix: CLIENT_KEY_FIX });
  }
  throw new ProxyHttpError('proxy_misconfigured', CLIENT_KEY_FIX);
}

const warned = new WeakSet<object>();
const MAX_KEY_LENGTH = 64;

/** The key, or undefined when nothing tells this client from another. */
export function resolveClientKey(req: Request, env: unknown, opts: Pick<ResolvedProxyOptions, 'clientKey' | 'trustProxy'>): string | undefined {
  return clientKeySource(req, env, opts)?.key;
}

/** The key and, when it is the runtime's peer address with trustProxy off, that address as the runtime gave it. */
function clientKeySource(req: Request, env: unknown, opts: Pick<ResolvedProxyOptions, 'clientKey' | 'trustProxy'>): { key: string; peer?: string } | undefined {
  const own = opts.clientKey?.(req, env);
  if (own) return { key: own };
  const trust = trustedHops(opts.trustProxy);
  const forwarded = trust && forwardedClient(req.headers, trust);
  if (forwarded) return { key: forwarded };
  const peer = peerAddress(req, env);
  if (!peer) return undefined;
  return trust ? { key: normalizeAddress(peer) } : { key: normalizeAddress(peer), peer };
}

type RuntimeEnv = {
  /** @hono/node-server (listenCashierProxy, toNodeListener, expressMiddleware, hono's c.env on Node). */
  incoming?: { socket?: { remoteAddress?: string } };
  /** Deno.serve's handler info (hono's c.env on Deno). */
  remoteAddr?: { hostname?: string };
  /** Bun's Server (hono's c.env on Bun). */
  requestIP?: (req: Request) => { address?: string } | null;
};

/** The TCP peer, from whichever runtime's second argument the merchant passed on. */
function peerAddress(req: Request, env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null) return undefined;
  const runtime = env as RuntimeEnv;
  const node = runtime.incoming?.socket?.remoteAddress;
  if (node) return node;
  const deno = runtime.remoteAddr?.hostname;
  if (typeof deno === 'string' && deno) return deno;
  if (typeof runtime.requestIP === 'function') {
    try {
      return runtime.requestIP(req)?.address || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
