/**
 * CSP violation reports, as browsers send them, reduced to what is safe to log and to
 * count: both formats (`report-uri`'s `application/csp-report` and the Reporting API's
 * `application/reports+json`) become the same few fields. Anyone can post a report, so
 * every field is bounded: the directive and disposition come from fixed lists (they
 * become metric labels), addresses lose their query and fragment (tokens, session ids)
 * and are cut short, and the script sample is dropped (it may hold page data).
 */

export interface CspViolation {
  /** A known directive name, or `other`. */
  directive: string;
  disposition: 'enforce' | 'report' | 'other';
  /** `https://cdn.example/path`, a keyword (`inline`, `eval`, …), a scheme (`data:`), or `other`. */
  blocked: string;
  /** The page's origin and path. */
  document: string;
  /** The script or style that triggered it (origin and path), when the browser says. */
  source?: string;
  line?: number;
}

/** At most this many violations are taken from one body (a batch of the Reporting API). */
export const MAX_VIOLATIONS_PER_BODY = 20;

const DIRECTIVES = new Set([
  'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr',
  'img-src', 'font-src', 'connect-src', 'media-src', 'object-src', 'frame-src', 'child-src', 'worker-src',
  'manifest-src', 'prefetch-src', 'form-action', 'frame-ancestors', 'base-uri', 'navigate-to', 'sandbox',
  'require-trusted-types-for', 'trusted-types', 'upgrade-insecure-requests', 'fenced-frame-src', 'webrtc',
]);
const KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'self', 'trusted-types-policy', 'trusted-types-sink']);
const MAX_TEXT = 200;

/** The violations of a report body already parsed from JSON; [] for anything that is not one. */
export function cspViolations(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    // Reporting API: a batch of reports of any type; only CSP ones count.
    return body
      .filter((r): r is { type: string; body: Record<string, unknown> } => isRecord(r) && r.type === 'csp-violation' && isRecord(r.body))
      .slice(0, MAX_VIOLATIONS_PER_BODY)
      .map((r) => violation(r.body.effectiveDirective, r.body.disposition, r.body.blockedURL, r.body.documentURL, r.body.sourceFile, r.body.lineNumber));
  }
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const r = body['csp-report'];
    return [violation(r['effective-directive'] ?? r['violated-directive'], r.disposition, r['blocked-uri'], r['document-uri'], r['source-file'], r['line-number'])];
  }
  return [];
}

function violation(directive: unknown, disposition: unknown, blocked: unknown, document: unknown, source: unknown, line: unknown): CspViolation {
  const sourceText = typeof source === 'string' && source ? addressOnly(source) : undefined;
  return {
    directive: directiveName(directive),
    disposition: disposition === 'enforce' || disposition === 'report' ? disposition : 'other',
    blocked: blockedName(blocked),
    document: typeof document === 'string' ? addressOnly(document) : 'other',
    ...(sourceText ? { source: sourceText } : {}),
    ...(typeof line === 'number' && Number.isInteger(line) && line >= 0 ? { line } : {}),
  };
}

/** Old browsers send the whole directive (`script-src 'self' https://cdn…`): its name is the first word. */
function directiveName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().split(/\s+/)[0]!.toLowerCase() : '';
  return DIRECTIVES.has(name) ? name : 'other';
}

function blockedName(value: unknown): string {
  if (typeof value !== 'string' || !value) return 'other';
  const text = value.trim().toLowerCase();
  if (KEYWORDS.has(text)) return text;
  if (/^(data|blob|filesystem|javascript|about):/.test(text)) return text.slice(0, text.indexOf(':') + 1);
  return /^(https?|wss?):/.test(text) ? addressOnly(value) : 'other';
}

/** scheme://host/path without query or fragment, cut to 200 characters; `other` when it is no URL. */
function addressOnly(value: string): string {
  try {
    const url = new URL(value);
    if (!/^(https?|wss?):$/.test(url.protocol)) return url.protocol;
    return `${url.origin}${url.pathname}`.slice(0, MAX_TEXT);
  } catch {
    return 'other';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
