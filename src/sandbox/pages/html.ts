/**
 * The HTML shell of every hosted page. Pages carry no inline event handler and no inline
 * style: the stylesheet is a file (/hosted/sandbox.css), the only scripts are the CDN
 * bundle and the card page's import map (allowed by its hash), so the strict CSP below holds.
 */
import { hostedText } from './page-text.js';
import { FONT_CSP } from '../../core/theme/fonts.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * The hosted pages take a theme's fonts from the font services it may name
 * (src/core/theme/fonts.ts); who may frame them is the page's own list (frame-ancestors.ts).
 */
export function pageCsp(frameAncestors: readonly string[], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    `style-src 'self' ${FONT_CSP['style-src'].join(' ')}`,
    "img-src 'self' https: data:",
    `font-src 'self' ${FONT_CSP['font-src'].join(' ')}`,
    "connect-src 'self'",
    "base-uri 'none'",
    // form-action is left out on purpose: Chromium applies it to the redirect that follows
    // the decision POST, and that redirect goes to the merchant's own origin.
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

export function page(title: string, body: Html, options: { lang?: string; head?: Html } = {}): string {
  const text = hostedText(options.lang);
  return html`<!doctype html>
<html lang="${text.lang}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="stylesheet" href="/hosted/sandbox.css">
<link rel="icon" href="data:,">
${options.head}
</head>
<body>
<main class="sandbox-page">
${body}
<p class="sandbox-note">${text.note}</p>
</main>
</body>
</html>
`.text;
}

export function pageHeaders(status: number, frameAncestors: readonly string[], scriptHashes: readonly string[] = []): ResponseInit {
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pageCsp(frameAncestors, scriptHashes),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  };
}

/** A page as a Response: `frameAncestors` are the CSP sources that may frame it. */
export function pageResponse(body: string, status: number, frameAncestors: readonly string[], scriptHashes: readonly string[] = []): Response {
  return new Response(body, pageHeaders(status, frameAncestors, scriptHashes));
}
