import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForOutput } from './wait-for-output.js';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Why Redis tests cannot run here, or undefined when they can (`.ci/run` installs it). */
export const redisServerMissing: string | undefined = existsSync(REDIS_SERVER)
  ? undefined
  : `needs redis-server at ${REDIS_SERVER} (apt-get install redis-server)`;

export interface RedisServer {
  readonly port: number;
  /** redis://[:password@]127.0.0.1:port */
  readonly url: string;
  /** Stops the server (SIGTERM, SIGKILL after 2 s); resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again (after stop()) on the same port, empty: nothing is persisted. */
  restart(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
}

/**
 * A throwaway redis-server on loopback: a free port, a temp dir, no persistence.
 * Always call stop() (in `after`), even when a test fails.
 */
export async function startRedisServer(options: { password?: string; port?: number } = {}): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'acq-redis-'));
  const port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = async () => {
    mkdirSync(dir, { recursive: true });
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    if (options.password) args.push('--requirepass', options.password);
    child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitForReady(child);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill('SIGCONT');
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(timer);
  };

  // A crashed test run must not leave a server behind.
  process.once('exit', () => child?.kill('SIGKILL'));
  await launch();
  const auth = options.password ? `:${encodeURIComponent(options.password)}@` : '';
  return {
    port,
    url: `redis://${auth}127.0.0.1:${port}`,
    async stop() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await stop();
      await launch();
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}

/** Resolves when redis-server logs that it accepts connections; rejects if it exits or takes over 5 s. */
async function waitForReady(child: ChildProcess): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForOutput(child, /Ready to accept connections/, { name: 'redis-server', timeoutMs: 5_000, log: () => errors });
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
