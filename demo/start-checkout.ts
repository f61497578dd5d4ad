/**
 * The server-written checkout pages (/cdn.html, /ssr.html) create a session only when the
 * shopper asks for one: a GET without a session shows the order and a Checkout button,
 * whose form POSTs to the same address; the POST creates the session and sends the
 * shopper (303) to the page with `?session=`. So a crawler, a reload or a link preview
 * creates nothing, and a session id in an address is always one the shop handed out.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findItem, type OneTimeItem } from './catalog.js';
import { escapeAttr, shopPage } from './cdn-page-html.js';
import { errorPage } from './error-page.js';

/** A body larger than the Checkout form's (it has no fields) is refused unread, whether its length is announced or not. */
export const formBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: 1024,
  onError: () => errorPage(413, 'The Checkout button sends no more than a few bytes.'),
});

/** What these pages sell: one bag of coffee. */
export const PAGE_ITEM = findItem('coffee-1kg') as OneTimeItem;

export function startPage(page: { title: string; heading: string; action: string }): Response {
  const price = new Intl.NumberFormat('en', { style: 'currency', currency: PAGE_ITEM.currency }).format(Number(PAGE_ITEM.amount));
  return shopPage({
    title: page.title,
    heading: page.heading,
    head: '',
    body: `<form method="post" action="${escapeAttr(page.action)}" class="start-checkout">
<h2>${escapeAttr(PAGE_ITEM.name)}</h2>
<p>${escapeAttr(PAGE_ITEM.description)}. <strong>${price}</strong></p>
<button type="submit">Checkout</button>
</form>`,
  });
}

/**
 * Refuses a POST the Checkout form would not send (another site's form, another body),
 * before anything is created; undefined when it is the form's.
 */
export async function refuseUnexpectedPost(c: Context): Promise<Response | undefined> {
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) return errorPage(403, 'The shop only takes its own Checkout button.');
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return errorPage(415, 'The Checkout button sends a form: nothing else is taken here.');
  // Read (and so measured by formBodyLimit), then ignored: the shop decides what is sold.
  await c.req.text();
  return undefined;
}

/** The shopper's next address: the page with the new session. */
export function toSession(pagePath: string, query: URLSearchParams, sessionId: string): Response {
  const next = new URLSearchParams(query);
  next.delete('acq_session');
  next.set('session', sessionId);
  return new Response(null, { status: 303, headers: { location: `${pagePath}?${next}`, 'cache-control': 'no-store' } });
}
