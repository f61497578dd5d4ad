/**
 * One merchant server in its own process, for the multi-process tests: the proxy with
 * the store of createStoreFromEnv (ACQ_REDIS_URL), mounted at /cashier, plus the
 * merchant's own checkout route `POST /merchant/sessions` (a CreateSessionInput → {id,
 * expiresAt}) standing in for the shop's server code, and its back office's
 * `POST /merchant/refund` (an OrderRefundRequest without merchantInfo → the refund
 * record). Each onResult call is printed on stdout as `RESULT <json>` (the fault tests
 * count them). `GET /shop?session=…` is a bare page with the built <acq-cashier>
 * (dist/cdn served at /cdn/). Listens on PORT (0: any free port) and prints
 * `READY <url>` with the port it got; PUBLIC_URL defaults to that URL. Exits on SIGTERM
 * or when its parent goes away (stdin closes).
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCashierProxy, listenCashierProxy, type CreateSessionInput, type LogEntry } from '../../src/server/index.js';
import { createStoreFromEnv } from '../../src/server/store/redis-env.js';
import { StoreUnavailableError } from '../../src/server/store/redis-errors.js';

const env = process.env;
const logger = (entry: LogEntry) => process.stderr.write(`${JSON.stringify({ proc: env.PROXY_NAME, ...entry })}\n`);
const store = createStoreFromEnv(env, { logger });
await store.ready?.(5_000);

// Listen first (PORT may be 0): the public URL may be this process's own.
let site: ((req: Request, nodeEnv: unknown) => Response | Promise<Response>) | undefined;
const server = await listenCashierProxy(
  { fetch: async (req, nodeEnv) => (site ? site(req, nodeEnv) : new Response('starting', { status: 503 })) },
  { port: Number(env.PORT ?? 0) },
);

const proxy = createCashierProxy({
  baseUrl: env.ACQ_BASE_URL!,
  apiKey: env.ACQ_API_KEY!,
  merchantId: env.ACQ_MERCHANT_ID!,
  publicUrl: env.PUBLIC_URL || server.url,
  store,
  logger,
  // The tests send many pay calls from one address: idempotency is under test, not the
  // limiter, unless ACQ_PAY_RATE_LIMIT sets one (the shared-limit test).
  payRateLimitPerMinute: Number(env.ACQ_PAY_RATE_LIMIT ?? 10_000),
  // Likewise every shopper of these tests is one address: the view and status limits per
  // client have their own tests (test/abuse); the stream and inquiry budgets stay as shipped.
  budgets: { viewPerMinute: 100_000, statusPerMinute: 100_000 },
  heartbeatMs: 1_000,
  timeoutMs: 5_000,
  onResult: (result) => void process.stdout.write(`RESULT ${JSON.stringify({ proc: env.PROXY_NAME, at: Date.now(), ...result })}\n`),
});

async function refundRoute(req: Request): Promise<Response> {
  try {
    const body = (await req.json()) as Record<string, string>;
    const refund = await proxy.acquirer.orderRefund({ ...body, merchantInfo: { merchantId: env.ACQ_MERCHANT_ID! } } as never);
    return Response.json(refund);
  } catch (error) {
    return Response.json({ error: { code: (error as { code?: string }).code ?? 'failed', message: (error as Error).message } }, { status: 502 });
  }
}

const CDN = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** The shop page of the browser tests: the element in frame mode, its final event printed into the page. */
function shopPage(url: URL): Response {
  const session = (url.searchParams.get('session') ?? '').replace(/[^\w-]/g, '');
  const html = `<!doctype html><meta charset="utf-8"><title>fault shop</title>
<script type="module" src="/cdn/acq-cashier.js"></script>
<acq-cashier session="${session}" endpoint="/cashier" redirect-mode="frame"></acq-cashier>
<output id="final"></output>
<script type="module">
  const out = document.getElementById('final');
  for (const type of ['acq-success', 'acq-failure', 'acq-cancel']) {
    document.addEventListener(type, () => { out.textContent = type; });
  }
</script>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

async function cdnFile(pathname: string): Promise<Response> {
  const file = normalize(join(CDN, pathname.slice('/cdn/'.length)));
  if (!file.startsWith(CDN)) return new Response('not found', { status: 404 });
  try {
    return new Response(await readFile(file), { headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
}

function merchantSite(req: Request): Promise<Response> | Response | undefined {
  const url = new URL(req.url);
  if (req.method === 'POST' && url.pathname === '/merchant/sessions') return merchantRoute(req);
  if (req.method === 'POST' && url.pathname === '/merchant/refund') return refundRoute(req);
  if (req.method === 'GET' && url.pathname === '/shop') return shopPage(url);
  if (req.method === 'GET' && url.pathname.startsWith('/cdn/')) return cdnFile(url.pathname);
  return undefined;
}

async function merchantRoute(req: Request): Promise<Response> {
  try {
    return Response.json(await proxy.createSession((await req.json()) as CreateSessionInput));
  } catch (error) {
    const status = error instanceof StoreUnavailableError ? 503 : 400;
    return Response.json({ error: { code: (error as { code?: string }).code ?? 'invalid', message: (error as Error).message } }, { status });
  }
}

site = async (req, nodeEnv) => (await merchantSite(req)) ?? proxy.fetch(req, nodeEnv);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 3_000);
  force.unref();
  await server.close();
  await proxy.close();
  await store.close?.();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
process.stdout.write(`READY ${server.url}\n`);
