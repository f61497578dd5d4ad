/**
 * The widget's HTTP client to the merchant proxy's widget routes. Every answer is parsed
 * with the contract's schemas; every failure becomes a ProxyClientError. Reads (GET) are
 * retried on network errors and 5xx; writes never are — pay is idempotent per attempt,
 * but whether to send it again is the caller's decision.
 */
import * as z from 'zod/mini';
import { CashierView, StatusSnapshot, type PayRequest } from '../core/api/cashier.js';
import {
  abortedError,
  badResponseError,
  contractIssue,
  errorOfAnswer,
  networkError,
  ProxyClientError,
  timeoutError,
} from './proxy-client-error.js';
import { takeOfferedView, takeStartedView, viewUrl } from './early-view.js';
import { requestInit } from './request-init.js';
import { PAY_REQUEST_LIMITS as MAX } from '../core/api/pay-request-limits.js';

/** The answer of `GET {endpoint}/sessions/:id/manage`. Inferred: the contract names it only in the route list. */
export const ManageLink = z.object({ url: z.string(), expiresAt: z.string() });
export type ManageLink = z.infer<typeof ManageLink>;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The code a view read fails with when the session is the merchant's subscription page (kind `subscription-manage`). */
export const MANAGE_SESSION = 'subscription-manage';

export interface ProxyClientOptions {
  /** The merchant's mount path or URL, e.g. "/cashier" or "https://shop.example/cashier". */
  endpoint: string;
  /** Defaults to the global fetch, looked up at call time (importing never touches globals). */
  fetch?: FetchLike;
  /** Per request, including reading the body. */
  timeoutMs?: number;
  /** Waits before each retry of a read; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** The element's `language` attribute: the view's first-screen strings are formatted for it. */
  language?: string | undefined;
}

export interface ProxyClient {
  /** The endpoint without a trailing slash. */
  readonly endpoint: string;
  /** `{endpoint}/sessions/{id}/events`, for EventSource. */
  eventsUrl(sessionId: string): string;
  getView(sessionId: string, signal?: AbortSignal): Promise<CashierView>;
  pay(sessionId: string, request: PayRequest, signal?: AbortSignal): Promise<StatusSnapshot>;
  getStatus(sessionId: string, signal?: AbortSignal): Promise<StatusSnapshot>;
  cancel(sessionId: string, signal?: AbortSignal): Promise<StatusSnapshot>;
  manage(sessionId: string, signal?: AbortSignal): Promise<ManageLink>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [300, 1_000];

interface Call<T> {
  method: 'GET' | 'POST';
  path: string;
  schema: z.ZodMiniType<T>;
  body?: unknown;
  signal: AbortSignal | undefined;
  /** A request already under way (early-view.ts), used instead of fetching on the first attempt. */
  started?: Promise<Response> | undefined;
}

export function createProxyClient(options: ProxyClientOptions): ProxyClient {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sessionPath = (id: string, rest = '') => `/sessions/${encodeURIComponent(id)}${rest}`;

  async function once<T>(call: Call<T>): Promise<T> {
    const { signal } = call;
    if (signal?.aborted) throw abortedError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const failure = (cause: unknown) => (timedOut ? timeoutError(timeoutMs) : signal?.aborted ? abortedError() : networkError(cause));
    try {
      let response: Response;
      let text: string;
      try {
        response = await (call.started ? untilAborted(call.started, controller.signal) : doFetch(endpoint + call.path, callInit(call, controller.signal)));
        text = await response.text();
      } catch (cause) {
        throw failure(cause);
      }
      return readAnswer(response.status, response.ok, text, call.schema);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function read<T>(call: Call<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await once(retry === 0 ? call : { ...call, started: undefined });
      } catch (error) {
        const delay = retryDelays[retry];
        if (delay === undefined || !isRetryableRead(error)) throw error;
        await sleep(delay, call.signal);
      }
    }
  }

  return {
    endpoint,
    eventsUrl: (id) => endpoint + sessionPath(id, '/events'),
    getView: (id, signal) => {
      const path = viewUrl('', id, options.language);
      // Handed back by the element's first screen (made with options.fetch, if given), else started at import with the global fetch.
      const url = viewUrl(endpoint, id);
      const started = takeOfferedView(url) ?? (options.fetch ? undefined : takeStartedView(url));
      return read({ method: 'GET', path, schema: CashierView, signal, started });
    },
    getStatus: (id, signal) => read({ method: 'GET', path: sessionPath(id, '/status'), schema: StatusSnapshot, signal }),
    manage: (id, signal) => read({ method: 'GET', path: sessionPath(id, '/manage'), schema: ManageLink, signal }),
    pay: async (id, request, signal) =>
      once({ method: 'POST', path: sessionPath(id, '/pay'), schema: StatusSnapshot, body: checkedPayRequest(request), signal }),
    cancel: (id, signal) =>
      once({ method: 'POST', path: sessionPath(id, '/cancel'), schema: StatusSnapshot, body: {}, signal }),
  };
}

/**
 * A malformed request is the caller's bug: refuse it before it travels. The PayRequest
 * schema's limits (PAY_REQUEST_LIMITS), checked by hand: the schema's length and integer checks would
 * each bring their own zod class into the browser bundle, and the proxy parses the body
 * with the schema itself anyway.
 */
function checkedPayRequest(request: PayRequest): PayRequest {
  const { payMethodType, payMethodName, tokenId, attempt, language } = request;
  const problem =
    !isText(payMethodType, MAX.payMethodType) || payMethodType === ''
      ? 'payMethodType'
      : payMethodName !== undefined && !isText(payMethodName, MAX.payMethodName)
        ? 'payMethodName'
        : tokenId !== undefined && !isText(tokenId, MAX.tokenId)
          ? 'tokenId'
          : !Number.isSafeInteger(attempt) || attempt < 1
            ? 'attempt'
            : language !== undefined && !isText(language, MAX.language)
              ? 'language'
              : null;
  if (!problem) {
    const optional = { payMethodName, tokenId, language };
    return { payMethodType, attempt, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) };
  }
  throw new ProxyClientError({
    code: 'invalid_request',
    messageKey: 'error.generic',
    message: `Invalid pay request: ${problem}`,
    status: 0,
    retryable: false,
  });
}

function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength;
}

/** The started request's answer, unless the call is aborted (or times out) first. */
function untilAborted(request: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    request.then(resolve, reject);
  });
}

function callInit(call: Call<unknown>, signal: AbortSignal): RequestInit {
  const init = requestInit(call.method);
  init.signal = signal;
  if (call.body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return init;
}

function readAnswer<T>(status: number, ok: boolean, text: string, schema: z.ZodMiniType<T>): T {
  const json = parseJson(text);
  if (!ok) throw errorOfAnswer(status, json.ok ? json.value : undefined);
  if (!json.ok) throw badResponseError(status, 'not JSON');
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    // The merchant's subscription page (core/api/manage-view.ts), not a checkout: the cashier shows that page instead.
    if ((json.value as { kind?: unknown } | null)?.kind === MANAGE_SESSION) {
      throw new ProxyClientError({ code: MANAGE_SESSION, messageKey: 'error.generic', message: 'A subscription page session', status, retryable: false });
    }
    throw badResponseError(status, contractIssue(parsed.error));
  }
  return parsed.data;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isRetryableRead(error: unknown): boolean {
  // A 5xx may pass, unless its code says only the merchant can fix it (merchant_misconfigured).
  return error instanceof ProxyClientError && (error.code === 'network_error' || (error.status >= 500 && error.retryable));
}

/** Waits, or rejects with `aborted` as soon as the signal aborts (clearing its timer). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
