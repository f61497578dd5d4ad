import type { AcquirerClient } from '../acquirer/acquirer-client.js';
import { checkMerchantCredentials } from '../acquirer/merchant-credentials.js';
import { describeError } from '../log/background.js';
import type { CashierStore } from '../store/store.js';

/** What /readyz reports: each dependency reachable or not, and why not. */
export interface Readiness {
  ready: boolean;
  checks: { store: CheckResult; acquirer: CheckResult };
  /**
   * Configuration problems that do not stop shoppers from paying, so do not take the
   * process out of rotation, but that the merchant must fix (callbacks refused for a wrong
   * webhookSecret or a skewed clock). Absent when there are none.
   */
  warnings?: string[];
}

export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string };

export interface ReadinessDeps {
  store: Pick<CashierStore, 'get'>;
  /** The acquirer's base address: without `acquirer`, any HTTP answer from it means reachable. */
  baseUrl: string;
  fetch: typeof fetch;
  /**
   * With these, the acquirer check is the merchant config inquiry: ready only when the
   * acquirer accepts the API key and merchant id (a wrong key is not ready, and says so).
   * Give it a client without retries and without a logger: the probe runs every few seconds.
   */
  acquirer?: Pick<AcquirerClient, 'merchantConfigInquiry'>;
  merchantId?: string;
  /**
   * How long an accepted config inquiry is trusted before it is asked again. Default
   * 30 000 ms: balancers poll every process often, and a busy acquirer answering a probe
   * late must not take every process out of rotation at once. A refusal is asked again
   * at the next probe.
   */
  acquirerOkMs?: number;
  /** Per check. Default 1 000 ms. */
  timeoutMs?: number;
  /** A result is reused this long, so that a load balancer polling every process stays cheap. Default 2 000 ms. */
  cacheMs?: number;
  /** The warnings of the moment (Readiness.warnings). */
  warnings?: () => string[];
}

/**
 * A readiness probe: the store answers a read, and the acquirer accepts the merchant's
 * credentials (config inquiry) — or, without a client, answers HTTP at all (a 401 or 404
 * is then still a reachable acquirer; a refused connection or a timeout is not).
 * Results are cached briefly and concurrent probes share one check.
 */
export function readinessProbe(deps: ReadinessDeps): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 1_000;
  const cacheMs = deps.cacheMs ?? 2_000;
  let cached: { at: number; value: Promise<Readiness> } | undefined;
  const acquirerCheck = acquirerCheckOf(deps, timeoutMs);
  const check = async (): Promise<Readiness> => {
    const [store, acquirer] = await Promise.all([timed(() => deps.store.get('health:probe'), timeoutMs), timed(acquirerCheck, timeoutMs)]);
    const warnings = deps.warnings?.() ?? [];
    return { ready: store.ok && acquirer.ok, checks: { store, acquirer }, ...(warnings.length > 0 ? { warnings } : {}) };
  };
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= cacheMs) cached = { at: now, value: check() };
    return cached.value;
  };
}

function acquirerCheckOf(deps: ReadinessDeps, timeoutMs: number): () => Promise<unknown> {
  const { acquirer, merchantId } = deps;
  if (acquirer && merchantId) {
    const okMs = deps.acquirerOkMs ?? 30_000;
    let okUntil = 0;
    return async () => {
      if (Date.now() < okUntil) return;
      const verdict = await checkMerchantCredentials(acquirer, merchantId);
      if (!verdict.ok) throw new Error(verdict.refused ? verdict.hint : verdict.error);
      okUntil = Date.now() + okMs;
    };
  }
  return () => deps.fetch(deps.baseUrl, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) }).then((res) => res.body?.cancel());
}

async function timed(work: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs))),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: describeError(error) };
  } finally {
    clearTimeout(timer);
  }
}
