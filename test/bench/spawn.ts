/** Starts a server-process.ts role as a child and waits for its address. */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { benchDir } from './paths.js';
import type { Role, ServerOptions } from './server-process.js';

export interface ChildServer {
  url: string;
  memoryUrl: string;
  child: ChildProcess;
  /** Memory after GC in the child. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  stop(): Promise<void>;
}

export function spawnServer(role: Role, options: ServerOptions = {}): Promise<ChildServer> {
  const child = fork(join(benchDir, 'server-process.ts'), [role, JSON.stringify(options)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`${role} server exited (${code}) before it listened`));
    child.once('exit', failed);
    child.once('error', reject);
    child.once('message', (message) => {
      child.off('exit', failed);
      const { url, memoryUrl } = message as { url: string; memoryUrl: string };
      resolve({
        url,
        memoryUrl,
        child,
        memory: async () => (await (await fetch(`${memoryUrl}/__bench/memory`)).json()) as { rss: number; heapUsed: number },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
