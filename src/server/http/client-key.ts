import type { ResolvedProxyOptions } from '../proxy-options.js';

/** Who is calling, for the rate limits: the merchant's clientKey, the forwarded address, or the socket's. */
export function clientKeyOf(req: Request, env: unknown, opts: ResolvedProxyOptions): string {
  if (opts.clientKey) return opts.clientKey(req, env);
  if (opts.trustProxy) {
    const forwarded = req.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
