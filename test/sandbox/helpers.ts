/** Shared by the sandbox tests: a sandbox on a real port, a callback recorder, request builders. */
import { createHmac } from 'node:crypto';
import { listenSandbox, type ListeningSandbox } from '../../src/sandbox/node.js';
import type { SandboxOptions } from '../../src/sandbox/index.js';

export interface ReceivedCallback {
  url: string;
  body: string;
  signature: string | null;
  json: { notifyType: string; notifyId: string; data: Record<string, unknown> };
}

export interface TestSandbox extends ListeningSandbox {
  callbacks: ReceivedCallback[];
  /** How the fake merchant answers callbacks (default 200 {result: success}). */
  answer: (cb: ReceivedCallback) => Response;
  api(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Envelope }>;
  advance(duration: string): Promise<void>;
}

export interface Envelope {
  code: string;
  msg: string;
  msgParams?: Record<string, unknown>;
  success?: boolean;
  fail?: boolean;
  data: Record<string, unknown> & Record<string, any>;
}

export const API_KEY = 'sk_test_sandbox';
export const MERCHANT = 'M10001';
export const NOTIFY = 'https://merchant.example/notify';

export async function startSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const callbacks: ReceivedCallback[] = [];
  const answer = (_cb: ReceivedCallback) => Response.json({ result: 'success' });
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = String(init?.body ?? '');
    const headers = new Headers(init?.headers);
    const cb: ReceivedCallback = { url: String(input), body, signature: headers.get('x-acq-signature'), json: JSON.parse(body) };
    callbacks.push(cb);
    return t.answer(cb);
  }) as typeof fetch;
  const running = await listenSandbox({ port: 0, fetch: fakeFetch, tickMs: 60_000, ...options });
  const t: TestSandbox = {
    ...running,
    callbacks,
    answer,
    async api(path, body, headers = {}) {
      const response = await fetch(`${running.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY, 'X-API-VERSION': '1.0.0', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Envelope };
    },
    async advance(duration) {
      const response = await fetch(`${running.url}/sandbox/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-KEY': API_KEY }, body: JSON.stringify({ advance: duration }) });
      if (!response.ok) throw new Error(`advance failed: ${response.status}`);
    },
  };
  void answer;
  return t;
}

let counter = 0;
export const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export function orderBody(overrides: Record<string, unknown> = {}, paymentInfo: Record<string, unknown> = {}) {
  return {
    paymentRequestId: uniq('pr'),
    merchantOrderId: uniq('mo'),
    orderCurrency: 'EUR',
    orderAmount: '9.99',
    orderDescription: 'Coffee beans 1 kg',
    orderRequestedAt: '2026-07-08T10:00:00Z',
    merchantInfo: { merchantId: MERCHANT },
    userInfo: { userId: 'user-1', userEmail: 'user-1@example.com' },
    paymentInfo: { productName: 'ONE_TIME_PAYMENT', payMethodType: 'CREDITCARD', ...paymentInfo },
    brandInfo: { cashierDisplayName: 'Bean & Co', cashierLogoUrl: 'https://merchant.example/logo.png' },
    successRedirectUrl: 'https://merchant.example/ok',
    failedRedirectUrl: 'https://merchant.example/failed',
    notifyUrl: NOTIFY,
    ...overrides,
  };
}

export function subscriptionBody(overrides: Record<string, unknown> = {}, productInfo: Record<string, unknown> = {}, paymentInfo: Record<string, unknown> = {}) {
  return {
    subscriptionRequest: uniq('sr'),
    merchantSubscriptionId: 'plan-basic',
    currency: 'EUR',
    amount: '9.99',
    productInfo: { description: 'Basic plan', periodType: 'MONTHLY', periodInterval: '1', ...productInfo },
    merchantInfo: { merchantId: MERCHANT },
    userInfo: { userId: 'user-1', userEmail: 'user-1@example.com' },
    paymentInfo: { productName: 'SUBSCRIPTION', payMethodType: 'CREDITCARD', ...paymentInfo },
    requestedAt: '2026-07-08T10:00:00Z',
    successRedirectUrl: 'https://merchant.example/ok',
    failedRedirectUrl: 'https://merchant.example/failed',
    notifyUrl: NOTIFY,
    subscriptionManagementUrl: 'https://merchant.example/account',
    ...overrides,
  };
}

/** The hosted page path of a webUrl (an object {webUrl} in our answers). */
export function webUrlOf(action: unknown): string {
  const url = (action as { webUrl?: string } | undefined)?.webUrl;
  if (!url) throw new Error(`no webUrl in ${JSON.stringify(action)}`);
  return url;
}

export async function submitCard(webUrl: string, number: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${webUrl}/card`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace', ...extra }),
  });
  return { status: response.status, json: (await response.json()) as { redirectUrl?: string; error?: { code: string; field?: string } } };
}

export async function decideOn(webUrl: string, decision: 'approve' | 'decline') {
  return fetch(webUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
}

export function verifySignature(header: string | null, body: string, secret = API_KEY): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex') === match[2];
}
