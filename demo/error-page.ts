/**
 * The demo's answer to what it does not expect: a short page in the shop's frame with
 * the status code, never a stack trace (the cause, where there is one, goes to the
 * server's log as one line).
 */
import { escapeAttr, shopPage } from './cdn-page-html.js';

const TITLES: Record<number, string> = {
  400: 'That request made no sense to the shop',
  403: 'That request came from another site',
  404: 'Nothing here',
  405: 'Not like that',
  413: 'That request was too large',
  415: 'That request had an unexpected body',
  429: 'Too many checkouts at once',
  500: 'Something went wrong on the shop’s side',
  502: 'The payment service did not answer',
};

export type ErrorStatus = 400 | 403 | 404 | 405 | 413 | 415 | 429 | 500 | 502;

/** `detail` is shown as text; `again` links to where the shopper can start over (the shop by default). */
export function errorPage(status: ErrorStatus, detail: string, again = { href: '/', text: 'Back to the shop' }): Response {
  const page = shopPage({
    status,
    title: TITLES[status]!,
    heading: TITLES[status]!,
    head: '',
    body: `<section class="error-page">
<p>${escapeAttr(detail)}</p>
<p><a href="${escapeAttr(again.href)}">${escapeAttr(again.text)}</a></p>
<p class="error-status">HTTP ${status}</p>
</section>`,
  });
  return page;
}

/** A cashier session the proxy does not know (never created, mistyped or expired). */
export function sessionNotFoundPage(startOver: string): Response {
  return errorPage(404, 'This checkout does not exist or has expired. Nothing was charged.', { href: startOver, text: 'Start a new checkout' });
}
