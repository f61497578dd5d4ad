import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isEncodedBody, isJsonMediaType } from '../../core/media-type.js';
import { ProxyHttpError } from '../errors.js';
import type { ProxyEnv } from './env.js';
import { refusalResponse } from './error-response.js';
import { readJson } from './http.js';

const WIDGET_BODY_LIMIT = 16 * 1024;

/** Widget bodies are small: 413 above 16 KB, before anything is parsed. */
export const widgetBodyLimit: MiddlewareHandler<ProxyEnv> = bodyLimit({
  maxSize: WIDGET_BODY_LIMIT,
  onError: (c) => refusalResponse(c, 'body_too_large', 'The request body is over 16 KB'),
});

/** A POST's JSON body read (and a malformed one refused) before the session is touched. */
export const widgetJsonBody: MiddlewareHandler<ProxyEnv> = async (c, next) => {
  if (c.req.method === 'POST') {
    if (!isJsonMediaType(c.req.header('Content-Type'))) {
      // Also keeps form posts from other sites (no preflight) out.
      throw new ProxyHttpError('unsupported_media_type', 'Send application/json');
    }
    if (isEncodedBody(c.req.header('Content-Encoding'))) throw new ProxyHttpError('unsupported_media_type', 'Send the body without a Content-Encoding');
    c.set('body', await readJson(c.req.raw));
  }
  await next();
};
