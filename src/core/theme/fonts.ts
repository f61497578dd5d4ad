/**
 * Custom fonts of cashierAppearance: `"fonts": [{"cssSrc": "https://fonts.googleapis.com/css2?family=Inter"}]`,
 * stylesheets the widget links into the page. Only https URLs without credentials on a
 * fixed list of font services are taken, so a theme cannot make the shopper's browser
 * fetch from anywhere else; the page's CSP must allow the same origins (FONT_CSP).
 */
import type { ValueFault } from './value-check.js';

/** Stylesheet origin → the origins its font files come from. */
export const FONT_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  'https://fonts.googleapis.com': ['https://fonts.gstatic.com'],
  'https://fonts.bunny.net': ['https://fonts.bunny.net'],
  'https://use.typekit.net': ['https://use.typekit.net', 'https://p.typekit.net'],
  'https://rsms.me': ['https://rsms.me'],
};

/** What a page's Content-Security-Policy needs for the fonts: these sources beside 'self'. */
export const FONT_CSP = {
  'style-src': Object.keys(FONT_ORIGINS),
  'font-src': [...new Set(Object.values(FONT_ORIGINS).flat())],
} as const;

export const MAX_FONTS = 4;
const MAX_URL_LENGTH = 512;

type Fault = { key: string; fault: ValueFault };

/** The stylesheet URLs to link (canonical hrefs), and the faults of the rest. */
export function readFonts(input: unknown): { fonts: string[]; faults: Fault[] } {
  const fonts: string[] = [];
  const faults: Fault[] = [];
  if (input === undefined) return { fonts, faults };
  if (!Array.isArray(input) || input.length > MAX_FONTS) return { fonts, faults: [{ key: 'fonts', fault: ['fonts'] }] };
  input.forEach((font: unknown, index) => {
    const src = typeof font === 'object' && font !== null && !Array.isArray(font) ? (font as Record<string, unknown>)['cssSrc'] : undefined;
    const checked = checkFontUrl(src);
    if (typeof checked === 'string') fonts.push(checked);
    else faults.push({ key: `fonts.${index}.cssSrc`, fault: checked });
  });
  return { fonts, faults };
}

/** The canonical href, or the fault. */
export function checkFontUrl(src: unknown): string | ValueFault {
  if (typeof src !== 'string' || src.length > MAX_URL_LENGTH) return ['font-url'];
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return ['font-url'];
  }
  if (url.protocol !== 'https:') return ['font-https'];
  if (url.username || url.password) return ['font-credentials'];
  if (!Object.hasOwn(FONT_ORIGINS, url.origin)) return ['font-origin', url.origin];
  url.hash = '';
  return url.href;
}
