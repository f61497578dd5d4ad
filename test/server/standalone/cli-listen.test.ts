/**
 * `acq-sandbox` and `acq-cashier-proxy` on a busy port or a host that is not this
 * machine's: one line naming the option (--port, --proxy-port, --host; port (PORT),
 * host (HOST)), exit code 2, no stack trace. Run from the sources with tsx.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';

const root = new URL('../../..', import.meta.url).pathname;
const API_KEY = 'sk_test_cli_listen_4411';
let busy: Server;
let busyPort = 0;
let sandbox: ListeningSandbox;

before(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as { port: number }).port;
  sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001' });
});
after(async () => {
  busy.close();
  await sandbox.close();
});

/** Runs a CLI to its end (each case fails before it would serve). */
function run(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && !['PORT', 'HOST', 'SANDBOX_PORT'].includes(name)));
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...clean, ...env }, timeout: 30_000 }, (error, _stdout, stderr) => {
      resolve({ code: child.exitCode ?? (error ? 1 : 0), stderr });
    });
  });
}

function assertOneLine(result: { code: number | null; stderr: string }, pattern: RegExp): void {
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, pattern);
  assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
}

test('acq-sandbox: a busy --port, a busy --proxy-port, a bad --host', { timeout: 90_000 }, async () => {
  assertOneLine(await run('src/sandbox/cli.ts', ['--port', String(busyPort)]), /^acq-sandbox: --port: port \d+ is already in use/);
  assertOneLine(await run('src/sandbox/cli.ts', ['--port', '0', '--proxy-port', String(busyPort)]), /^acq-sandbox: --proxy-port: port \d+ is already in use/);
  assertOneLine(await run('src/sandbox/cli.ts', ['--port', '0', '--host', 'no-such-host.invalid']), /^acq-sandbox: --host: no-such-host\.invalid is not an address of this machine/);
});

test('acq-cashier-proxy: a busy PORT, a bad HOST, a refused API key', { timeout: 90_000 }, async () => {
  const env = {
    ACQ_BASE_URL: sandbox.url,
    ACQ_API_KEY: API_KEY,
    ACQ_MERCHANT_ID: 'M10001',
    ACQ_PUBLIC_URL: 'https://shop.example',
    ACQ_SERVER_TOKEN: 'tok_cli_listen_server_0123456789',
  };
  assertOneLine(await run('src/server/cli.ts', [], { ...env, PORT: String(busyPort) }), /^acq-cashier-proxy: port \(PORT\): port \d+ is already in use/);
  assertOneLine(await run('src/server/cli.ts', [], { ...env, PORT: '0', HOST: '10.255.255.254' }), /^acq-cashier-proxy: host \(HOST\): 10\.255\.255\.254 is not an address of this machine/);
  const refused = await run('src/server/cli.ts', [], { ...env, PORT: '0', ACQ_API_KEY: 'sk_test_wrong_cli_key_99' });
  assertOneLine(refused, /^acq-cashier-proxy: .*apiKey \(ACQ_API_KEY\).*B0008/);
  assert.doesNotMatch(refused.stderr, /sk_test_wrong_cli_key_99/);
});
