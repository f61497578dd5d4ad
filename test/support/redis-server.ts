import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signalGroup, spawnChild, stopChild, WITH_PARENT } from './child-process.js';
import { freePort } from './ports.js';
import { waitForOutput } from './wait-for-output.js';

export { freePort };

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
 * A throwaway redis-server on loopback: a free port (another one when the first is taken
 * by the time redis binds it; redis cannot listen on 0 and tell), a temp dir, no
 * persistence. Always call stop() (in `after`), even when a test fails; a test file that
 * ends without it still kills the server (child-process.ts).
 */
export async function startRedisServer(options: { password?: string; port?: number } = {}): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'acq-redis-'));
  let port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = async () => {
    mkdirSync(dir, { recursive: true });
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    if (options.password) args.push('--requirepass', options.password);
    // Through with-parent.mjs: redis-server dies with this process even when it is killed by SIGKILL.
    child = spawnChild(process.execPath, [WITH_PARENT, REDIS_SERVER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitForReady(child);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running) await stopChild(running, 2_000);
  };
  /** Launches; a port taken meanwhile: another free one (first start only), or the same one a little later (a restart). */
  const launchRetrying = async (first: boolean) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await launch();
      } catch (error) {
        if (attempt >= 5 || !/Address already in use/i.test((error as Error).message)) throw error;
        if (first && options.port === undefined) port = await freePort();
        else await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };

  await launchRetrying(true);
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
      await launchRetrying(false);
    },
    pause: () => void (child && signalGroup(child, 'SIGSTOP')),
    resume: () => void (child && signalGroup(child, 'SIGCONT')),
  };
}

/** Resolves when redis-server logs that it accepts connections; rejects if it exits or takes over 10 s. */
async function waitForReady(child: ChildProcess): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForOutput(child, /Ready to accept connections/, { name: 'redis-server', timeoutMs: 10_000, log: () => errors });
}
