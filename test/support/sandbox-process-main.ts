/**
 * The sandbox acquirer in its own process, for the fault-injection tests, with a ledger
 * of what it created: every successful create/change/refund answer, keyed by the
 * merchant's reference. A lost answer followed by a re-sent request must hit the same
 * object (same id); a second id for one reference is a second payment. The ledger is
 * read at GET /faults/ledger, beside the sandbox's own object counts. Prints
 * `READY <url>`; exits on SIGTERM or when its parent goes away (stdin closes).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../src/sandbox/index.js';

const env = process.env;
/** reference → distinct object ids the sandbox answered with. */
const ledger = new Map<string, Set<string>>();

const CREATES: Record<string, (body: any, data: any) => [string | undefined, string | undefined]> = {
  '/api/v1/order/create': (body, data) => [`order:${body.merchantOrderId}`, data.acquiringOrderId],
  '/api/v1/subscription/create': (body, data) => [`subscription:${body.merchantSubscriptionId}`, data.subscriptionId],
  '/api/v1/subscription/change': (body, data) => [`change:${body.originSubscriptionRequest}`, data.subscriptionId],
  '/api/v1/order/refund': (body, data) => [`refund:${body.acquiringOrderId ?? body.paymentRequestId}`, data.refundId],
};

// No publicUrl: webUrls name the host the request came to, i.e. the relay in front.
const sandbox = createSandbox({ apiKey: env.ACQ_API_KEY, merchantId: env.ACQ_MERCHANT_ID, tickMs: 100, callbackTimeoutMs: 3_000 });

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === '/faults/ledger') {
    const entries = Object.fromEntries([...ledger].map(([key, ids]) => [key, [...ids]]));
    return Response.json({ ledger: entries, counts: sandbox.counts() });
  }
  const keyOf = request.method === 'POST' ? CREATES[path] : undefined;
  if (!keyOf) return sandbox.fetch(request);
  const body = await request.clone().text();
  const response = await sandbox.fetch(request);
  const answer = await response.clone().json().catch(() => undefined);
  if (answer && String(answer.code) === '0' && answer.data) {
    const [key, id] = keyOf(JSON.parse(body), answer.data);
    if (key && id) ledger.set(key, (ledger.get(key) ?? new Set()).add(id));
  }
  return response;
}

const server = serve({ fetch: handle, port: Number(env.PORT ?? 0), hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`READY http://127.0.0.1:${info.port}\n`);
});
const close = () => {
  sandbox.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
};
process.on('SIGTERM', close);
process.stdin.on('end', close);
process.stdin.resume();
