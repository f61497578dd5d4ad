import { html, page } from './html.js';

/** A page that only says something: a result without a redirect URL, an expired link. */
export function messagePage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><p role="status">${message}</p>`);
}
