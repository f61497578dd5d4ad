/** Sandbox options: defaults spread with the caller's values. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFrameAncestors } from './frame-ancestors.js';
import { DEFAULT_RETRY_STRATEGY, retryStrategyProblem, type RetryStrategy } from '../core/schedule/index.js';

export interface MerchantLimits {
  /** Largest single payment, decimal string (compared in the order's currency units). */
  transactionLimit: string;
  /** Largest total of successful payments per UTC day of the test clock. */
  totalDailyLimit: string;
}

export interface SandboxOptions {
  apiKey?: string;
  merchantId?: string;
  /** Secret of the callback signature; the API key when absent. */
  webhookSecret?: string;
  /** Whether raw card data may be sent to tokenization/generate. */
  pciCertified?: boolean;
  /** The sandbox's own base URL (for webUrls); the request's origin when absent. */
  publicUrl?: string;
  /** Start time of the test clock (default: now). */
  now?: Date;
  /** fetch used for callbacks (inject one in tests). */
  fetch?: typeof fetch;
  limits?: Partial<MerchantLimits>;
  /** Folder of the built CDN bundle served at /assets/* (default dist/cdn of the package). */
  assetsDir?: string;
  /** How long one callback attempt may take before it counts as failed. */
  callbackTimeoutMs?: number;
  /** Interval of the real-time ticker that runs due clock jobs. */
  tickMs?: number;
  /**
   * How a declined renewal is retried on the test clock, unless the subscription's
   * acqAgreements name a retryStrategy. Default: 3 retries, 1 DAY apart.
   */
  renewalRetry?: Partial<RetryStrategy>;
  /**
   * Origins whose pages may frame the hosted pages (CSP frame-ancestors), e.g.
   * ["https://shop.example"]. Default: each page's own merchant origins (its redirect and
   * notify URLs). Loopback pages (localhost, 127.0.0.1, any port) may frame them in any case.
   */
  frameAncestors?: readonly string[];
}

export interface ResolvedOptions {
  apiKey: string;
  merchantId: string;
  webhookSecret: string;
  pciCertified: boolean;
  publicUrl: string | undefined;
  now: Date | undefined;
  fetch: typeof fetch;
  limits: MerchantLimits;
  assetsDir: string;
  callbackTimeoutMs: number;
  tickMs: number;
  renewalRetry: RetryStrategy;
  frameAncestors: readonly string[] | undefined;
}

export const DEFAULT_API_KEY = 'sk_test_sandbox';
export const DEFAULT_MERCHANT_ID = 'M10001';
export const DEFAULT_LIMITS: MerchantLimits = { transactionLimit: '10000.00', totalDailyLimit: '50000.00' };

/** The folder holding package.json, from src/sandbox or from dist/npm/sandbox alike. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  return {
    apiKey,
    merchantId: options.merchantId ?? DEFAULT_MERCHANT_ID,
    webhookSecret: options.webhookSecret ?? apiKey,
    pciCertified: options.pciCertified ?? false,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    now: options.now,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    assetsDir: options.assetsDir ?? join(packageRoot(), 'dist/cdn'),
    callbackTimeoutMs: options.callbackTimeoutMs ?? 10_000,
    tickMs: options.tickMs ?? 1000,
    renewalRetry: resolveRetryStrategy(options.renewalRetry),
    frameAncestors: options.frameAncestors && checkFrameAncestors(options.frameAncestors),
  };
}

function resolveRetryStrategy(given: Partial<RetryStrategy> = {}): RetryStrategy {
  const strategy = { ...DEFAULT_RETRY_STRATEGY, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) };
  const problem = retryStrategyProblem(strategy);
  if (problem) throw new TypeError(`createSandbox: renewalRetry: ${problem}`);
  return strategy;
}
