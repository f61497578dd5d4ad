import { AcquirerProtocolError, AcquirerUnavailableError } from '../errors.js';
import type { Logger } from '../log/logger.js';

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** Per try, milliseconds. */
  timeoutMs: number;
  /** Extra tries after the first, only for network errors, timeouts and 5xx. */
  retries: number;
  /** First backoff step; each retry waits a random time up to base * 2^n (full jitter). */
  retryBaseMs: number;
  logger?: Logger;
}

/** A 2xx or 4xx answer of the acquirer, body not yet interpreted. */
export interface RawAnswer {
  status: number;
  contentType: string;
  body: ArrayBuffer;
}

type TryOutcome =
  | { kind: 'answer'; answer: RawAnswer }
  | { kind: 'redirect'; status: number }
  | { kind: 'retry'; reason: 'timeout' | 'network' | 'http_5xx' };

/**
 * Sends one logical request with the timeout and retry rules: the same body (so the
 * same idempotency key) on every try; only network errors, timeouts and 5xx retry.
 * The API key travels in a header and appears in no error or log line. Redirects are
 * never followed: the acquirer's API does not redirect, so a 3xx (from it or from
 * something in between) is a protocol error, neither retried nor followed, and the key
 * never reaches another address.
 */
export async function sendWithRetries(
  options: TransportOptions,
  request: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: BodyInit; contentType?: string },
): Promise<RawAnswer> {
  const base = new URL(options.baseUrl);
  // Joined by hand: new URL('/api/…', base) would drop a path prefix of baseUrl.
  const url = new URL(joinPath(base.pathname, request.path), base);
  for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
  const tries = options.retries + 1;
  let last: TryOutcome | undefined;
  for (let n = 0; n < tries; n++) {
    if (n > 0) await sleep(Math.random() * options.retryBaseMs * 2 ** (n - 1));
    const started = Date.now();
    last = await tryOnce(options, url, request);
    options.logger?.({
      level: last.kind === 'answer' ? 'info' : 'warn',
      msg: 'acquirer call',
      path: request.path,
      try: n + 1,
      outcome: last.kind === 'answer' ? last.answer.status : last.kind === 'redirect' ? last.status : last.reason,
      ms: Date.now() - started,
    });
    if (last.kind === 'answer') return last.answer;
    if (last.kind === 'redirect') throw new AcquirerProtocolError(`The acquirer answered a redirect (${last.status}); redirects are not followed`, request.path);
  }
  throw new AcquirerUnavailableError(last?.kind === 'retry' ? last.reason : 'network', tries, request.path);
}

async function tryOnce(
  options: TransportOptions,
  url: URL,
  request: { method: string; body?: BodyInit; contentType?: string },
): Promise<TryOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = {
    'X-API-KEY': options.apiKey,
    'X-API-VERSION': '1.0.0',
    Accept: 'application/json',
  };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  try {
    // Raced against the signal too: an injected fetch that ignores it still times out.
    return await raceAbort(signal, async (): Promise<TryOutcome> => {
      // 'manual': fetch would otherwise re-send every header, X-API-KEY included, to the Location.
      const response = await options.fetch(url, { method: request.method, headers, body: request.body, signal, redirect: 'manual' });
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        return { kind: 'redirect', status: response.status || 302 };
      }
      const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.arrayBuffer() };
      return answer.status >= 500 ? { kind: 'retry', reason: 'http_5xx' } : { kind: 'answer', answer };
    });
  } catch {
    return { kind: 'retry', reason: signal.aborted ? 'timeout' : 'network' };
  }
}

function raceAbort<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    run().then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function joinPath(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
