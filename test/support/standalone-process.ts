/**
 * One `acq-cashier-proxy` (src/server/cli.ts under tsx) in a child process, configured by
 * environment variables only; its JSON log lines are kept for assertions (the secret grep).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasExited } from './child-process.js';
import { waitForOutput } from './wait-for-output.js';

const CLI = fileURLToPath(new URL('../../src/server/cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface StandaloneProcess {
  readonly url: string;
  /** Every line it wrote (stdout and stderr). */
  lines(): string[];
  /** SIGTERM; resolves with the exit code once it has exited. */
  stop(): Promise<number | null>;
  exited(): boolean;
}

export async function startStandaloneProcess(env: Record<string, string>): Promise<StandaloneProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && name !== 'PORT' && name !== 'HOST'));
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stderr!.on('data', collect);
  child.stdout!.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.once('exit', () => child.kill('SIGKILL'));
  const [, url] = await waitForOutput(child, /"msg":"listening","url":"([^"]+)"/, { name: 'acq-cashier-proxy', timeoutMs: 30_000, log: () => lines.join('\n') });
  return {
    url: url!,
    lines: () => lines,
    exited: () => hasExited(child),
    stop: () => {
      child.kill('SIGTERM');
      return exit;
    },
  };
}
