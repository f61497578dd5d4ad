/**
 * GET of the built demo pages (pages-build.ts) and their files, and of the few files
 * served as written (the stylesheet of the server-written pages, the favicon). Every
 * page goes out under the demo's CSP; a path that is none of these is a 404 page.
 */
import { Hono } from 'hono';
import { contentTypeOf, readServedFile } from './cdn-files.js';
import { htmlResponse } from './csp-route.js';
import { errorPage } from './error-page.js';
import type { BuiltPages } from './pages-build.js';

const demoDir = new URL('.', import.meta.url).pathname;

/** Address → built page: each page by its name, and a folder's index.html by the folder. */
function pageOf(path: string): string {
  if (path === '/') return 'index.html';
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
}

function fileResponse(body: Uint8Array<ArrayBuffer>, type: string): Response {
  return new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' } });
}

async function asWritten(name: string): Promise<Response> {
  const found = await readServedFile(demoDir, name);
  return found ? fileResponse(found.body, found.type) : errorPage(404, 'There is no such file in the demo.');
}

export function pageRoutes(pages: BuiltPages): Hono {
  const app = new Hono();
  // As written: /csp.html and the server-written pages link them by these names.
  app.get('/demo.css', () => asWritten('demo.css'));
  app.get('/favicon.svg', () => asWritten('favicon.svg'));
  // Where a browser looks when a page names no icon.
  app.get('/favicon.ico', () => asWritten('favicon.svg'));
  app.get('/spa', (c) => c.redirect('/spa/', 301));
  app.get('*', (c) => {
    const name = pageOf(c.req.path);
    const body = pages.get(name);
    const type = contentTypeOf(name);
    if (!body || !type) return errorPage(404, 'There is no such page in the demo shop.');
    return name.endsWith('.html') ? htmlResponse(Buffer.from(body).toString('utf8')) : fileResponse(body as Uint8Array<ArrayBuffer>, type);
  });
  return app;
}
