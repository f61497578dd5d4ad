/**
 * `POST /sessions`: the shop's server creates a session. Every input is checked before
 * it costs anything: the bearer token first (nothing read without it), the body's size
 * while it streams in (413 past 64 KB, never buffered whole), JSON of bounded depth, then
 * the whole CreateSessionInput (400 listing every field problem). Never a 500 for a body.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_JSON_DEPTH, parseBoundedJson } from '../../core/json/bounded-json.js';
import { SessionInputError } from '../errors.js';
import type { CashierProxy } from '../proxy.js';
import type { StandaloneConfig } from './standalone-config.js';

/** A CreateSessionInput is a few KB; 64 KB leaves room for long descriptions and appearances. */
export const SESSION_BODY_LIMIT = 64 * 1024;

const refusal = (code: string, message: string, extra: Record<string, unknown> = {}) => ({ error: { code, message, ...extra } });

export function registerSessionRoute(app: Hono, proxy: Pick<CashierProxy, 'createSession'>, config: Pick<StandaloneConfig, 'serverToken' | 'publicUrl' | 'basePath'>): void {
  app.post(
    '/sessions',
    async (c, next) => {
      if (!bearerMatches(c.req.header('Authorization'), config.serverToken)) {
        return c.json(refusal('unauthorized', 'Send Authorization: Bearer <ACQ_SERVER_TOKEN>'), 401);
      }
      await next();
    },
    bodyLimit({ maxSize: SESSION_BODY_LIMIT, onError: (c) => c.json(refusal('body_too_large', `The body is over ${SESSION_BODY_LIMIT / 1024} KB`), 413) }),
    async (c) => {
      const parsed = parseBoundedJson(await c.req.text());
      if (!parsed.ok) {
        const message = parsed.reason === 'too-deep' ? `The body is nested deeper than ${MAX_JSON_DEPTH} levels` : 'The body is not JSON';
        return c.json(refusal('malformed_json', message), 400);
      }
      try {
        const session = await proxy.createSession(parsed.value as never);
        return c.json({ ...session, endpoint: `${config.publicUrl.replace(/\/+$/, '')}${config.basePath}` }, 201);
      } catch (error) {
        if (!(error instanceof SessionInputError)) throw error;
        return c.json(refusal(error.code, error.message, { issues: error.issues }), 400);
      }
    },
  );
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
