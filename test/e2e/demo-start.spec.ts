/**
 * `npm start` with a port it cannot use: one line naming the variable and exit code 2,
 * no Node stack trace. The demo is started as `npm start` starts it, on ports this test
 * holds busy (port 0 for the other one), and stops on its own.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;

function busyPort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** Runs the demo with `env` until it exits (at most 20 s): its exit code and what it wrote to stderr. */
function startDemo(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { ACQ_BASE_URL: _url, ACQ_REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    cwd: root,
    env: { ...inherited, ACQ_SKIP_BUILD: '1', PORT: '0', SANDBOX_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe('npm start on ports it cannot use', () => {
  test.setTimeout(30_000);

  for (const variable of ['PORT', 'SANDBOX_PORT'] as const) {
    test(`a busy ${variable}: one line naming it, exit code 2`, async () => {
      const busy = await busyPort();
      try {
        const { code, stderr } = await startDemo({ [variable]: String(portOf(busy)) });
        expect(code).toBe(2);
        expect(stderr.trim().split('\n')).toEqual([
          `acq-cashier demo: ${variable}=${portOf(busy)}: port ${portOf(busy)} on 127.0.0.1 is already in use; stop what runs there or set ${variable} to a free port (0 picks one)`,
        ]);
      } finally {
        busy.close();
      }
    });
  }

  test('a PORT that is no port number: one line naming it, exit code 2', async () => {
    const { code, stderr } = await startDemo({ PORT: '80a' });
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('acq-cashier demo: PORT="80a" is not a port number (0–65535; 0 picks a free one)');
  });
});
