import type { MiddlewareHandler } from 'hono';
import { ProxyHttpError } from '../errors.js';
import type { ProxyContext } from '../proxy-context.js';
import { readManageSession, type ManageSessionRecord } from '../session/manage-session.js';
import { isSessionExpired, sessionKey, type SessionRecord } from '../session/session.js';
import { isSessionId } from '../session/session-id.js';
import type { ProxyEnv } from './env.js';

/** What an id names no live session of: one 404 for a checkout's and a subscription page's. */
export const sessionNotFound = (): ProxyHttpError => new ProxyHttpError('session_not_found', 'No such cashier session, or it has expired');

/** The session named by an id from outside: a 404 for a malformed, unknown or expired one. */
export async function loadSession(ctx: ProxyContext, id: string): Promise<SessionRecord> {
  const session = isSessionId(id) ? await ctx.records.read<SessionRecord>(sessionKey(id)) : undefined;
  if (!session || isSessionExpired(session)) throw sessionNotFound();
  return session;
}

/** The subscription page (`ms_` id) named by an id from outside: a 404 for a malformed, unknown or expired one. */
export async function loadManageSession(ctx: ProxyContext, id: string): Promise<ManageSessionRecord> {
  const session = await readManageSession(ctx, id);
  if (!session || isSessionExpired(session)) throw sessionNotFound();
  return session;
}

/** Loads `:id` into the context for the routes under it. */
export function sessionLoader(ctx: ProxyContext): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    c.set('session', await loadSession(ctx, c.req.param('id') ?? ''));
    await next();
  };
}
