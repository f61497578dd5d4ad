/** Child processes of the examples suite: build steps that must succeed, and servers to stop. */
import { execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { spawnChild } from '../support/child-process.js';

const exec = promisify(execFile);

/** Runs one command; a failure carries the tail of what it printed. Resolves with the seconds it took. */
export async function runStep(command: string[], options: { cwd: string; env?: Record<string, string> }): Promise<number> {
  const started = performance.now();
  const [file, ...args] = command;
  try {
    await exec(file!, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 256 * 1024 * 1024, timeout: 15 * 60_000, killSignal: 'SIGKILL' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command.join(' ')} failed in ${options.cwd}:\n${`${stdout}\n${stderr}`.slice(-6000)}`);
  }
  return (performance.now() - started) / 1000;
}

export interface Server {
  output(): string;
  /** SIGTERM to the server's process group (SIGKILL after 5 s); resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * Starts a long-running process in its own process group (a framework's CLI may fork
 * workers) and waits until `readyUrl` answers, or `readyPattern` appears in its output.
 */
export async function startServer(
  command: string[],
  options: { cwd: string; env?: Record<string, string>; readyUrl?: string; readyPattern?: RegExp; timeoutMs?: number },
): Promise<Server> {
  const [file, ...args] = command;
  // Tracked: killed with the test file if the test never gets to stop() it.
  const child = spawnChild(file!, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-50_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: Server = { output: () => log, stop: () => stopGroup(child) };
  try {
    await ready(child, options, () => log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function ready(
  child: ChildProcess,
  options: { readyUrl?: string; readyPattern?: RegExp; timeoutMs?: number },
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before it was ready:\n${log()}`);
    if (options.readyPattern?.test(log())) return;
    if (options.readyUrl) {
      const answered = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${(options.timeoutMs ?? 30_000) / 1000} s:\n${log()}`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
