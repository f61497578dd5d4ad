/**
 * Optional: proxies sharing one Redis (src/server/store/redis-store.ts). GET sessions/:id
 * against one proxy process on Redis, then against two (half the connections each, a
 * session created on the first and read on both). Skipped, with the reason, when
 * redis-server or the store is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { runLoad, type LoadResult, type LoadSettings } from './load.js';
import { repoRoot } from './paths.js';
import { createSession } from './proxy-load.js';
import { spawnServer, type ChildServer } from './spawn.js';

const REDIS_SERVER = '/usr/bin/redis-server';

export type RedisLoadResult =
  | { skipped: string }
  | { one: LoadResult; two: LoadResult & { perProcess: LoadResult[] } };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port);
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function sum(runs: LoadResult[]): LoadResult {
  return {
    rps: runs.reduce((s, r) => s + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    failures: runs.reduce((s, r) => s + r.failures, 0),
    seconds: runs[0]!.seconds,
  };
}

export async function measureRedis(sandbox: ChildServer, settings: LoadSettings): Promise<RedisLoadResult> {
  if (!existsSync(REDIS_SERVER)) return { skipped: `${REDIS_SERVER} not found` };
  if (!existsSync(join(repoRoot, 'src/server/store/redis-store.ts'))) return { skipped: 'src/server/store/redis-store.ts not there yet' };
  const redis = await startRedis();
  const proxies: ChildServer[] = [];
  try {
    proxies.push(await spawnServer('proxy', { baseUrl: sandbox.url, redisUrl: redis.url }));
    proxies.push(await spawnServer('proxy', { baseUrl: sandbox.url, redisUrl: redis.url }));
    const session = await createSession(proxies[0]!);
    const path = `/cashier/sessions/${session}`;
    const one = await runLoad({ url: proxies[0]!.url + path }, settings);
    const half = { ...settings, connections: Math.ceil(settings.connections / 2) };
    const perProcess = await Promise.all(proxies.map((p) => runLoad({ url: p.url + path }, half)));
    return { one, two: { ...sum(perProcess), perProcess } };
  } catch (error) {
    return { skipped: `failed: ${(error as Error).message}` };
  } finally {
    await Promise.all(proxies.map((p) => p.stop()));
    await stopProcess(redis.process);
  }
}
