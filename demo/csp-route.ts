/**
 * The demo's Content Security Policy, and the strict-CSP test page (demo/csp.html), served
 * as written with the policy in its header: it loads only the built CDN module and the
 * built demo/csp.ts (/csp.js), and is not one of the built pages, whose scripts are bundled.
 */
import { cspHash } from '../scripts/cdn-import-map.js';
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
function cspPolicy(styleHashes: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    ['style-src', "'self'", ...FONT_CSP['style-src'], ...styleHashes].join(' '),
    `font-src 'self' ${FONT_CSP['font-src'].join(' ')}`,
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "frame-src 'self' http://127.0.0.1:*",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    // One lit-html on every page (acq-cashier.js's, which acq-hydrate.js imports): one policy.
    'trusted-types lit-html',
  ].join('; ');
}

export const CSP_POLICY = cspPolicy();

/**
 * The policy for a page the demo serves: CSP_POLICY, and for each inline <style> in the
 * page (a server-rendered cashier's Declarative Shadow DOM holds its styles) and its
 * import map their hashes, so that those, and no others, apply.
 */
export function policyFor(html: string): string {
  const hashesOf = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map(([, text]) => cspHash(text!)))];
  // The import map that pins the CDN files is the one inline script a page may have.
  return cspPolicy(hashesOf(/<style>([^<]*)<\/style>/g), hashesOf(/<script type="importmap">([^<]*)<\/script>/g));
}

export const CSP_PAGE_PATH = '/csp.html';

/** The page's Response for `/csp.html`, undefined for any other path. */
export async function cspPage(path: string): Promise<Response | undefined> {
  if (path !== CSP_PAGE_PATH) return undefined;
  return htmlResponse(await readFile(new URL('./csp.html', import.meta.url), 'utf8'));
}

/** Every demo page's answer: HTML, never cached (sessions are in the URLs), under the demo's policy. */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policyFor(html),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
