/**
 * The merchant's server behind every example storefront, written as a merchant would
 * with the published package: the embedded sandbox stands in for the acquirer, the
 * cashier proxy keeps the API key here, and POST /api/checkout turns the shop's cart
 * (one fixed item: the price is decided here, never in the browser) into a session id.
 * A shop that renders the cashier on its server (next-app) asks for the session's view
 * too: POST /api/checkout?view=1, and GET /api/sessions/<id>/view on the return page.
 *
 * The storefront runs on its own origin (its own dev or production server), so the
 * proxy lists it in allowedOrigins — and nothing else: loopback origins are not let in
 * by default here, as on a real site.
 *
 * Environment: SHOP_URL (the storefront's origin, required), CHECKOUT_PATH (the page
 * that holds <acq-cashier>, default /checkout), MERCHANT_PORT (default 6530),
 * SANDBOX_PORT (default 6531). Prints `READY <merchant url>` once both listen.
 * GET /api/orders lists what onResult reported: what the shop would fulfil.
 */
import { createServer } from 'node:http';
import { createCashierProxy, toNodeListener } from 'acq-cashier/server';
import { createSandbox } from 'acq-cashier/sandbox';

const host = '127.0.0.1';
const shopUrl = new URL(required('SHOP_URL')).origin;
const checkoutPath = process.env.CHECKOUT_PATH ?? '/checkout';
const merchantUrl = `http://${host}:${Number(process.env.MERCHANT_PORT ?? 6530)}`;
const sandboxUrl = `http://${host}:${Number(process.env.SANDBOX_PORT ?? 6531)}`;

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const sandbox = createSandbox({ publicUrl: sandboxUrl });
const settled = [];
const proxy = createCashierProxy({
  baseUrl: sandboxUrl,
  apiKey: sandbox.apiKey,
  merchantId: sandbox.merchantId,
  publicUrl: merchantUrl,
  basePath: '/cashier',
  allowedOrigins: [shopUrl],
  allowLoopbackOrigins: false,
  returnUrl: new URL(checkoutPath, shopUrl).href,
  logger: () => {},
  // Fulfil here: the acquirer's confirmed result, never the browser's word.
  onResult: (result) => void settled.push({ merchantOrderId: result.merchantReference, status: result.status }),
});

let orders = 0;
/** A session for the cart; with `withView`, also its view (what the widget would fetch), for server rendering. */
async function checkout(withView) {
  orders += 1;
  const input = {
    kind: 'order',
    merchantOrderId: `example-${Date.now().toString(36)}-${orders}`,
    orderAmount: '24.90',
    orderCurrency: 'EUR',
    orderDescription: 'Single-origin coffee, 1 kg',
    goodsInfo: { goodsId: 'coffee-1kg', goodsName: 'Single-origin coffee, 1 kg', goodsQuantity: 1 },
    userInfo: { userId: 'example-shopper', userEmail: 'example-shopper@shop.example', userTerminal: 'WEB' },
    brandInfo: { cashierDisplayName: 'Example Coffee' },
    paymentInfo: { productName: 'ONE_TIME_PAYMENT' },
  };
  if (!withView) return { sessionId: (await proxy.createSession(input)).id };
  const { id, view } = await proxy.createSession(input, { view: true });
  return { sessionId: id, view };
}

/** The shop's own API answers its storefront's origin only (the proxy does the same for /cashier). */
function shopApi(req, res) {
  const cors = { 'Access-Control-Allow-Origin': shopUrl, Vary: 'Origin' };
  const send = (status, body) => res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const answer = (promise) => promise.then((body) => send(200, body), (error) => send(error.status ?? 500, { error: error.message }));
  const url = new URL(req.url ?? '/', merchantUrl);
  const sessionView = /^\/api\/sessions\/([^/]+)\/view$/.exec(url.pathname);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type' }).end();
  } else if (req.method === 'POST' && url.pathname === '/api/checkout') {
    answer(checkout(url.searchParams.get('view') === '1'));
  } else if (req.method === 'GET' && sessionView) {
    answer(proxy.view(decodeURIComponent(sessionView[1])));
  } else if (req.method === 'GET' && url.pathname === '/api/orders') {
    send(200, settled);
  } else {
    send(404, { error: 'not found' });
  }
}

const cashier = toNodeListener(proxy.fetch);
const merchant = createServer((req, res) => {
  if (req.url?.startsWith('/cashier/')) void cashier(req, res);
  else shopApi(req, res);
});
const acquirer = createServer(toNodeListener(sandbox.fetch));

const listen = (server, url) => new Promise((resolve) => server.listen(Number(new URL(url).port), host, resolve));
await Promise.all([listen(acquirer, sandboxUrl), listen(merchant, merchantUrl)]);
console.log(`READY ${merchantUrl} (sandbox ${sandboxUrl}, storefront ${shopUrl}${checkoutPath})`);

const stop = () => {
  sandbox.close();
  void proxy.close();
  merchant.closeAllConnections();
  acquirer.closeAllConnections();
  merchant.close();
  acquirer.close(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
