/**
 * The embedded sandbox acquirer: every endpoint of the merchant API, hosted pages, test
 * cards, signed callbacks and a test clock, in memory. `createSandbox()` returns a
 * fetch-standard handler; `listenSandbox()` (node.ts) serves it over HTTP.
 */
import { createApp } from './app.js';
import { createAssetServer } from './assets.js';
import { createCallbackDispatcher, type CallbackRecord } from './callbacks.js';
import { createTestClock, type TestClock } from './clock.js';
import type { SandboxContext } from './context.js';
import { createSandboxEvents } from './events.js';
import { subscribeNotifier } from './notifications.js';
import { subscribeChangeSettlement } from './changes.js';
import { resolveOptions, type SandboxOptions } from './options.js';
import { seedChargebacks } from './chargebacks.js';
import { SandboxState } from './state.js';

export type { SandboxOptions, MerchantLimits } from './options.js';
export { DEFAULT_API_KEY, DEFAULT_MERCHANT_ID } from './options.js';
export type { TestClock } from './clock.js';
export type { CallbackRecord } from './callbacks.js';
export { TEST_CARDS } from './test-cards.js';
export { SIGNATURE_HEADER, signatureHeader } from './signature.js';

export interface Sandbox {
  /** The fetch-standard handler. */
  fetch(request: Request): Promise<Response>;
  readonly clock: Pick<TestClock, 'now' | 'advance' | 'pending'>;
  readonly apiKey: string;
  readonly merchantId: string;
  /** Base URL of the sandbox (set by listenSandbox; webUrls use it). */
  publicUrl: string | undefined;
  /** Object counts, for tests: orders, subscriptions, tokens… */
  counts(): Record<string, number>;
  /** Every callback sent so far, with its delivery attempts. */
  callbacks(): readonly CallbackRecord[];
  /** Resolves when no callback delivery is in flight. */
  callbacksIdle(): Promise<void>;
  /** Stops the clock's ticker. */
  close(): void;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved = resolveOptions(options);
  const clock = createTestClock({ start: resolved.now, tickMs: resolved.tickMs });
  const state = new SandboxState();
  const callbacks = createCallbackDispatcher({ clock, secret: resolved.webhookSecret, fetch: resolved.fetch, timeoutMs: resolved.callbackTimeoutMs });
  const ctx: SandboxContext = {
    ...createSandboxEvents(),
    options: resolved,
    clock,
    state,
    callbacks,
    baseUrl: (requestUrl) => resolved.publicUrl ?? new URL(requestUrl).origin,
  };
  subscribeNotifier(ctx);
  subscribeChangeSettlement(ctx);
  seedChargebacks(ctx);
  const app = createApp(ctx, createAssetServer(resolved.assetsDir));
  return {
    fetch: async (request) => app.fetch(request),
    clock,
    apiKey: resolved.apiKey,
    merchantId: resolved.merchantId,
    get publicUrl() {
      return resolved.publicUrl;
    },
    set publicUrl(url) {
      resolved.publicUrl = url?.replace(/\/+$/, '');
    },
    counts: () => state.counts(),
    callbacks: () => callbacks.records(),
    callbacksIdle: () => callbacks.idle(),
    close: () => clock.close(),
  };
}
