/**
 * One `acq-cashier-proxy` (src/server/cli.ts under tsx) in a child process, configured by
 * environment variables only; its JSON log lines are kept for assertions (the secret grep).
 * PORT defaults to 0: the CLI's `listening` log line names the port it got.
 */
import { fileURLToPath } from 'node:url';
import { EXIT_WITH_PARENT, hasExited, signalGroup, spawnChild } from './child-process.js';
import { waitForOutput } from './wait-for-output.js';

const CLI = fileURLToPath(new URL('../../src/server/cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface StandaloneProcess {
  readonly url: string;
  readonly port: number;
  /** Every line it wrote (stdout and stderr). */
  lines(): string[];
  /** SIGTERM; SIGKILL after `graceMs` (default 30 s); resolves with the exit code once it has exited (null: killed). */
  stop(graceMs?: number): Promise<number | null>;
  exited(): boolean;
}

export async function startStandaloneProcess(env: Record<string, string>): Promise<StandaloneProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && name !== 'PORT' && name !== 'HOST'));
  const child = spawnChild(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, CLI], {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stderr!.on('data', collect);
  child.stdout!.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const [, url] = await waitForOutput(child, /"msg":"listening","url":"([^"]+)"/, { name: 'acq-cashier-proxy', timeoutMs: 30_000, log: () => lines.join('\n') });
  return {
    url: url!,
    port: Number(new URL(url!).port),
    lines: () => lines,
    exited: () => hasExited(child),
    stop: async (graceMs = 30_000) => {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}
