/**
 * The two commands as a merchant runs them: the packed tarball installed into a fresh
 * folder without the optional redis peer, then `acq-cashier-proxy` and `acq-sandbox`
 * from node_modules/.bin under plain node. Both print their help; the sandbox serves; a
 * memory-store proxy against it starts and is healthy and ready; a Redis URL without
 * redis installed, a busy port and a refused API key each end in one line and exit 2.
 */
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { waitForOutput } from '../support/wait-for-output.js';
import { npmInstall, packPackage } from './pack.js';

let app: string;
let sandboxUrl = '';
let sandboxKey = '';
const children: ChildProcess[] = [];

before(async () => {
  app = mkdtempSync(join(tmpdir(), 'acq-cli-'));
  const { tarball } = await packPackage(join(app, 'pack'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop-cli', private: true, type: 'module', dependencies: { 'acq-cashier': `file:${tarball}` } }));
  await npmInstall(app);
});

after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(app, { recursive: true, force: true });
});

const bin = (name: string) => join(app, 'node_modules/.bin', name);

/** The environment of a shell with none of our variables set. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && !['PORT', 'HOST', 'SANDBOX_PORT'].includes(name)));
  return { ...clean, ...extra };
}

function run(name: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(bin(name), args, { cwd: app, env: cleanEnv(env), timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr });
    });
  });
}

function serve(name: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(bin(name), args, { cwd: app, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

test('installed without the optional redis peer', () => {
  assert.ok(existsSync(join(app, 'node_modules/acq-cashier/package.json')));
  assert.equal(existsSync(join(app, 'node_modules/redis')), false, 'redis is not installed');
});

test('--help of both commands: usage on stdout, exit 0', { timeout: 60_000 }, async () => {
  const proxy = await run('acq-cashier-proxy', ['--help']);
  assert.equal(proxy.code, 0, proxy.stderr);
  assert.match(proxy.stdout, /^usage: acq-cashier-proxy/);
  assert.match(proxy.stdout, /README\.md/);
  const sandbox = await run('acq-sandbox', ['--help']);
  assert.equal(sandbox.code, 0, sandbox.stderr);
  assert.match(sandbox.stdout, /^usage: acq-sandbox/);
});

test('acq-sandbox --port 0 serves: its root answers, /sandbox/health is ok', { timeout: 60_000 }, async () => {
  const sandbox = serve('acq-sandbox', ['--port', '0'], { ACQ_API_KEY: 'sk_test_installed_cli_0001' });
  const [, url] = await waitForOutput(sandbox.child, /listening on (http:\/\/\S+)/, { name: 'acq-sandbox', timeoutMs: 30_000, log: sandbox.stderr });
  sandboxUrl = url!;
  sandboxKey = 'sk_test_installed_cli_0001';
  const root = await fetch(sandboxUrl);
  assert.equal(root.status, 404);
  assert.equal(((await root.json()) as { code: string }).code, 'D0002', 'the acquirer envelope, not a crash');
  assert.equal((await fetch(`${sandboxUrl}/sandbox/health`)).status, 200);
});

test('acq-cashier-proxy with the memory store against the sandbox: /healthz and /readyz answer 200; SIGTERM exits 0', { timeout: 60_000 }, async () => {
  assert.ok(sandboxUrl, 'the sandbox test ran first');
  const proxy = serve('acq-cashier-proxy', [], proxyEnv({ PORT: '0' }));
  const [, url] = await waitForOutput(proxy.child, /"msg":"listening","url":"([^"]+)"/, { name: 'acq-cashier-proxy', timeoutMs: 30_000, log: proxy.stderr });
  assert.deepEqual(await (await fetch(`${url}/healthz`)).json(), { status: 'ok' });
  const ready = await fetch(`${url}/readyz`);
  assert.equal(ready.status, 200, await ready.clone().text());
  const exit = new Promise<number | null>((resolve) => proxy.child.once('exit', resolve));
  proxy.child.kill('SIGTERM');
  assert.equal(await exit, 0);
});

function proxyEnv(extra: Record<string, string>): Record<string, string> {
  return {
    ACQ_BASE_URL: sandboxUrl,
    ACQ_API_KEY: sandboxKey,
    ACQ_MERCHANT_ID: 'M10001',
    ACQ_PUBLIC_URL: 'https://shop.example',
    ACQ_SERVER_TOKEN: 'tok_installed_cli_server_0123456789',
    ...extra,
  };
}

const oneLine = (result: { code: number | null; stderr: string }, pattern: RegExp) => {
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, pattern);
  assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
};

test('a Redis URL without redis installed: one line saying npm install redis, exit 2', { timeout: 60_000 }, async () => {
  oneLine(await run('acq-cashier-proxy', [], proxyEnv({ PORT: '0', ACQ_REDIS_URL: 'redis://127.0.0.1:6390' })), /ACQ_REDIS_URL.*npm install redis/);
});

test('a busy port (both commands) and a refused API key: one line naming the option, exit 2', { timeout: 90_000 }, async () => {
  const busy: Server = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = String((busy.address() as { port: number }).port);
  try {
    oneLine(await run('acq-sandbox', ['--port', port]), /^acq-sandbox: --port: port \d+ is already in use/);
    oneLine(await run('acq-cashier-proxy', [], proxyEnv({ PORT: port })), /^acq-cashier-proxy: port \(PORT\): port \d+ is already in use/);
    oneLine(await run('acq-cashier-proxy', [], proxyEnv({ PORT: '0', ACQ_API_KEY: 'sk_test_not_the_key_000' })), /apiKey \(ACQ_API_KEY\)/);
  } finally {
    busy.close();
  }
});
