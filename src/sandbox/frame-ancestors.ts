/**
 * Who may frame the hosted pages (CSP frame-ancestors). Not `*`: on a LAN any page could
 * then frame a shopper's payment page (clickjacking). The cashier's redirect-mode="frame"
 * needs the merchant's page to frame it, so a page allows the origins of its own
 * merchant URLs (redirect and notify URLs of the order or subscription), or the sandbox's
 * `frameAncestors` option when given, and always loopback pages (the demo, tests, a dev server).
 */

/** Any port of localhost and 127.0.0.1. (CSP has no syntax for an IPv6 literal such as [::1].) */
export const LOOPBACK_ANCESTORS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

/** A CSP source the option may name: `*`, or scheme://host[:port|:*] with an optional `*.` label. */
const SOURCE = /^(\*|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i;

/** Checks the frameAncestors option: each entry a source as above (a path or quote is refused). */
export function checkFrameAncestors(sources: readonly string[]): readonly string[] {
  const bad = sources.find((s) => typeof s !== 'string' || !SOURCE.test(s.replace(/\/$/, '')));
  if (bad !== undefined) throw new TypeError(`createSandbox: frameAncestors: ${JSON.stringify(bad)} is not an origin such as https://shop.example or http://localhost:*`);
  return sources.map((s) => s.replace(/\/$/, ''));
}

/** The origin of an http(s) URL as a CSP source, if it can be one (not an IPv6 literal). */
function originSource(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.hostname.includes(':') || parsed.hostname.startsWith('[') ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

/** The frame-ancestors sources of a page: the option's, else its merchant URLs' origins; and loopback. */
export function frameAncestors(option: readonly string[] | undefined, merchantUrls: ReadonlyArray<string | undefined> = []): string[] {
  const merchant = option ?? merchantUrls.map(originSource).filter((o): o is string => o !== undefined);
  return [...new Set([...merchant, ...LOOPBACK_ANCESTORS])];
}
