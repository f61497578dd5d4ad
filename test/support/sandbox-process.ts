import { fileURLToPath } from 'node:url';
import { EXIT_WITH_PARENT, spawnChild, stopChild } from './child-process.js';
import { waitForOutput } from './wait-for-output.js';

const MAIN = fileURLToPath(new URL('./sandbox-process-main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What the sandbox created, by merchant reference (`order:<merchantOrderId>`, …): each id it answered with. */
export interface SandboxLedger {
  ledger: Record<string, string[]>;
  counts: Record<string, number>;
}

export interface SandboxProcess {
  /** http://127.0.0.1:port */
  readonly url: string;
  ledger(): Promise<SandboxLedger>;
  output(): string;
  /** SIGTERM, SIGKILL after 3 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts test/support/sandbox-process-main.ts (the sandbox plus its ledger) in a child
 * process, on `port` (default 0: the kernel picks; the child prints the URL it got).
 */
export async function startSandboxProcess(options: { port?: number; apiKey: string; merchantId: string }): Promise<SandboxProcess> {
  const env = { ...process.env, PORT: String(options.port ?? 0), ACQ_API_KEY: options.apiKey, ACQ_MERCHANT_ID: options.merchantId };
  const child = spawnChild(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, MAIN], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-100_000)));
  const [, url] = await waitForOutput(child, /READY (\S+)/, { name: 'sandbox process', timeoutMs: 30_000, log: () => log });
  return {
    url: url!,
    output: () => log,
    async ledger() {
      const res = await fetch(`${url}/faults/ledger`, { signal: AbortSignal.timeout(5_000) });
      return (await res.json()) as SandboxLedger;
    },
    stop: () => stopChild(child),
  };
}
