import { AsyncLocalStorage } from 'node:async_hooks';
import { tagSessionIds } from './session-tag.js';

/** One structured log entry; the default sink writes it as one JSON line. */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  msg: string;
  [field: string]: unknown;
}

export type Logger = (entry: LogEntry) => void;

export const jsonLineLogger: Logger = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

const URL_WITH_QUERY = /(https?:\/\/[^\s"'?#]+)[?#][^\s"']*/g;
/** Runs of 13–19 digits, optionally grouped by spaces or dashes: card-number shaped. */
const PAN_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

/**
 * Removes what must never reach a log line: every secret given (the API key, the
 * webhook secret), URL query strings and fragments (a webUrl may carry tokens),
 * card-number-shaped digit runs, and session ids (each becomes its sessionTag).
 */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    // Also the JSON-escaped spelling, since entries are redacted in serialized form.
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) out = out.split(form).join('[redacted]');
  }
  return tagSessionIds(out.replace(URL_WITH_QUERY, '$1?[redacted]').replace(PAN_LIKE, '[redacted-digits]'));
}

const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs a request's handling with its id in scope: every entry logged meanwhile through a
 * redactingLogger (the acquirer calls it makes, the background work it starts) carries
 * that requestId, which the answer's X-Request-Id and error body also show.
 */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work);
}

/** Wraps a logger so that every entry is redacted (and tagged with the request in scope) before it leaves. */
export function redactingLogger(sink: Logger, secrets: readonly string[]): Logger {
  return (entry) => {
    try {
      const requestId = requestScope.getStore();
      const tagged = requestId && entry.requestId === undefined ? { ...entry, requestId } : entry;
      const safe = JSON.parse(redactText(JSON.stringify(tagged), secrets)) as LogEntry;
      sink(safe);
    } catch {
      // A logger must never break a request.
    }
  };
}
