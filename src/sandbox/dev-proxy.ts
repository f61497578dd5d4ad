/**
 * `acq-sandbox --proxy-port N`: a merchant proxy on the sandbox, for a front-end developer
 * whose own server does not hold one yet. It serves the widget routes at /cashier (the
 * `endpoint` attribute) and POST /sessions, which creates a test session from a JSON
 * CreateSessionInput (an order of 24.90 EUR when the body is empty). That route lets the
 * browser pick the price: development only — a real shop creates sessions on its server.
 * Pages on loopback origins may call both (the proxy's loopback default with the sandbox).
 * POST /sessions refuses (403) a page on any other origin, and any request that does not
 * come from this machine, whatever Origin it writes: on a LAN nobody else picks prices.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { SLOW_CLIENT_LIMITS } from '../server/adapters/slow-clients.js';
import { SessionInputError } from '../server/errors.js';
import { isLoopbackOrigin } from '../server/http/origins.js';
import { createCashierProxy } from '../server/proxy.js';
import type { CreateSessionInput } from '../server/session/create-session.js';
import { readTextLimited } from './http.js';

export interface DevProxyOptions {
  sandboxUrl: string;
  apiKey: string;
  merchantId: string;
  webhookSecret: string;
  port: number;
  host: string;
}

export interface DevProxy {
  /** Where it listens, e.g. http://127.0.0.1:8787. */
  url: string;
  /** The `endpoint` attribute: url + /cashier. */
  endpoint: string;
  close(): Promise<void>;
}

const BASE_PATH = '/cashier';

/** The order POST /sessions creates when the body names nothing else. */
function testOrder(): CreateSessionInput {
  return {
    kind: 'order',
    merchantOrderId: `dev-${Date.now().toString(36)}`,
    orderAmount: '24.90',
    orderCurrency: 'EUR',
    orderDescription: 'Test order',
    userInfo: { userId: 'dev-shopper', userEmail: 'shopper@example.test' },
  };
}

/** The peer's address, from @hono/node-server's env (undefined elsewhere). */
function remoteAddressOf(env: unknown): string | undefined {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(address);
}

export async function listenDevProxy(options: DevProxyOptions): Promise<DevProxy> {
  const server = createServer(SLOW_CLIENT_LIMITS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  // The notify URL and the default return page derive from publicUrl, so it is known only now.
  const proxy = createCashierProxy({
    baseUrl: options.sandboxUrl,
    apiKey: options.apiKey,
    merchantId: options.merchantId,
    webhookSecret: options.webhookSecret,
    publicUrl: url,
    basePath: BASE_PATH,
    logger: () => {},
  });

  const app = new Hono();
  app.all(`${BASE_PATH}/*`, (c) => proxy.fetch(c.req.raw, c.env));
  app.use('/sessions', async (c, next) => {
    const origin = c.req.header('Origin');
    c.header('Vary', 'Origin');
    // The peer first: Origin is the client's own word, which a LAN client can write as it likes.
    if (!isLoopbackAddress(remoteAddressOf(c.env)) || (origin !== undefined && !isLoopbackOrigin(origin))) {
      return c.json({ error: { code: 'origin_not_allowed', message: 'POST /sessions is for pages and tools on this machine (loopback) only' } }, 403);
    }
    if (origin) c.header('Access-Control-Allow-Origin', origin);
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    return c.body(null, 204);
  });
  app.post('/sessions', async (c) => {
    const text = await readTextLimited(c.req.raw, 64 * 1024);
    if (text === undefined) return c.json({ error: { code: 'body_too_large', message: 'The body exceeds 64 KB' } }, 413);
    let given: unknown;
    try {
      given = text.trim() ? JSON.parse(text) : {};
    } catch {
      return c.json({ error: { code: 'malformed_json', message: 'The body is not JSON' } }, 400);
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      return c.json({ error: { code: 'invalid_request', message: 'The body must be a JSON object (a CreateSessionInput)' } }, 400);
    }
    const partial = given as Partial<CreateSessionInput>;
    // The test order's fields fill an order's gaps; a subscription must name its own.
    const input = (partial.kind && partial.kind !== 'order' ? partial : { ...testOrder(), ...partial }) as CreateSessionInput;
    try {
      const session = await proxy.createSession(input);
      return c.json({ ...session, endpoint: `${url}${BASE_PATH}` }, 201);
    } catch (error) {
      if (!(error instanceof SessionInputError)) throw error;
      return c.json({ error: { code: error.code, message: error.message, issues: error.issues } }, 400);
    }
  });
  server.on('request', getRequestListener(app.fetch));

  return {
    url,
    endpoint: `${url}${BASE_PATH}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await proxy.close();
    },
  };
}
