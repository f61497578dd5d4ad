/**
 * `acq-sandbox --proxy-port N`: a merchant proxy on the sandbox, for a front-end developer
 * whose own server does not hold one yet. It serves the widget routes at /cashier (the
 * `endpoint` attribute) and POST /sessions, which creates a test session from a JSON
 * CreateSessionInput (an order of 24.90 EUR when the body is empty). That route lets the
 * browser pick the price: development only — a real shop creates sessions on its server.
 * Pages on loopback origins may call both (the proxy's loopback default with the sandbox).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { SessionInputError } from '../server/errors.js';
import { isLoopbackOrigin } from '../server/http/origins.js';
import { createCashierProxy } from '../server/proxy.js';
import type { CreateSessionInput } from '../server/session/create-session.js';

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

export async function listenDevProxy(options: DevProxyOptions): Promise<DevProxy> {
  const server = createServer();
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
    if (origin && isLoopbackOrigin(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    return c.body(null, 204);
  });
  app.post('/sessions', async (c) => {
    const text = await c.req.text();
    let input: CreateSessionInput;
    try {
      const given = (text.trim() ? JSON.parse(text) : {}) as Partial<CreateSessionInput>;
      // The test order's fields fill an order's gaps; a subscription must name its own.
      input = (given.kind && given.kind !== 'order' ? given : { ...testOrder(), ...given }) as CreateSessionInput;
    } catch {
      return c.json({ error: { code: 'malformed_json', message: 'The body is not JSON' } }, 400);
    }
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
