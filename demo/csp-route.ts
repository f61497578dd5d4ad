/**
 * Serves the strict-CSP test page (demo/csp.html) as a static file with its policy in
 * the response header. It bypasses Vite on purpose: Vite's dev HTML gets its client
 * script injected; this page loads only the built CDN module and demo/csp.ts.
 */
import { readFile } from 'node:fs/promises';
import { FONT_CSP } from '../src/core/theme/fonts.js';

/**
 * No 'unsafe-inline', no 'unsafe-eval', Trusted Types required. Lit's template policy is
 * the only one the cashier creates. Styles: Lit's constructable stylesheets and the
 * theme's `style.setProperty` are CSSOM, which style-src does not block. frame-src lets
 * the in-page frame mode show the acquirer's page (the sandbox on another port). A theme's
 * fonts (cashierAppearance "fonts") need their stylesheet and font origins in style-src
 * and font-src: FONT_CSP lists them.
 */
export const CSP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${FONT_CSP['style-src'].join(' ')}`,
  `font-src 'self' ${FONT_CSP['font-src'].join(' ')}`,
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "frame-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

export const CSP_PAGE_PATH = '/csp.html';

/** The page's Response for `/csp.html`, undefined for any other path. */
export async function cspPage(path: string): Promise<Response | undefined> {
  if (path !== CSP_PAGE_PATH) return undefined;
  const html = await readFile(new URL('./csp.html', import.meta.url));
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CSP_POLICY,
      'cache-control': 'no-cache',
    },
  });
}
