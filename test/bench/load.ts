/** One autocannon run with its warm-up: requests per second, p50 and p99 latency. */
import autocannon, { type AutocannonOptions } from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the measured run. */
  rps: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts: a run with any is not a clean number. */
  failures: number;
  seconds: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export async function runLoad(target: Omit<AutocannonOptions, 'connections' | 'duration'>, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await autocannon({ ...target, connections: settings.connections, duration: settings.warmupSeconds });
  const result = await autocannon({ ...target, connections: settings.connections, duration: settings.seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    seconds: settings.seconds,
  };
}
