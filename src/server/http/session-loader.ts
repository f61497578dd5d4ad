import type { MiddlewareHandler } from 'hono';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { isSessionExpired, sessionKey, type SessionRecord } from '../session/session.js';
import { isSessionId } from '../session/session-id.js';
import type { ProxyEnv } from './env.js';

/** The session named by an id from outside: a 404 for a malformed, unknown or expired one. */
export async function loadSession(ctx: ProxyContext, id: string): Promise<SessionRecord> {
  const session = isSessionId(id) ? await ctx.records.read<SessionRecord>(sessionKey(id)) : undefined;
  if (!session || isSessionExpired(session)) {
    throw new ProxyHttpError('session_not_found', 'No such cashier session, or it has expired');
  }
  return session;
}

/** Loads `:id` into the context for the routes under it. */
export function sessionLoader(ctx: ProxyContext): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    c.set('session', await loadSession(ctx, c.req.param('id') ?? ''));
    await next();
  };
}
