/**
 * `npx acq-cashier-proxy`: the bin package.json names, compiled as the build compiles it
 * (into a scratch folder) and run by plain node. A bad option stops it with exit 2 and
 * the field's name (never the value); a good config serves health, readiness, the shop's
 * session route (bearer token) and the widget routes against a real sandbox, forwards
 * the settled result to the shop's result URL signed, and SIGTERM stops it cleanly.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import { verifyCallbackSignature } from '../../../src/server/acquirer/callback-signature.js';
import { RESULT_SIGNATURE_HEADER, verifyResultSignature } from '../../../src/server/standalone/result-signature.js';
import { EXIT_WITH_PARENT, signalGroup, spawnChild } from '../../support/child-process.js';
import { freePort } from '../../support/ports.js';
import { waitForOutput } from '../../support/wait-for-output.js';
import { orderInput, payOnHostedPage } from '../harness.js';

const root = new URL('../../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
const API_KEY = 'sk_test_standalone_5d2e9a';
const TOKEN = 'tok_standalone_server_0123456789';
const RESULT_SECRET = 'rs_standalone_result_secret_0123';
let scratch = '';
let sandbox: ListeningSandbox;
const children: ChildProcess[] = [];

before(async () => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  scratch = mkdtempSync(join(root, '.tmp/acq-proxy-bin-'));
  spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', join(scratch, 'dist/npm')], { cwd: root, stdio: 'ignore', timeout: 300_000, killSignal: 'SIGKILL' });
  sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY });
});

after(async () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
  await sandbox.close();
  rmSync(scratch, { recursive: true, force: true });
});

function start(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && name !== 'PORT' && name !== 'HOST'));
  const child = spawnChild(process.execPath, ['--import', EXIT_WITH_PARENT, join(scratch, pkg.bin['acq-cashier-proxy']!), ...args], { env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, stderr: () => stderr };
}

test('package.json names the compiled bin, with a node shebang', () => {
  assert.equal(pkg.bin['acq-cashier-proxy'], 'dist/npm/server/cli.js');
  const bin = join(scratch, pkg.bin['acq-cashier-proxy']);
  assert.ok(existsSync(bin));
  assert.match(readFileSync(bin, 'utf8').split('\n')[0]!, /^#!\/usr\/bin\/env node$/);
});

test('a bad option stops it at start: exit 2, each bad field named with its variable, no value echoed', { timeout: 30_000 }, async () => {
  const config = join(scratch, 'bad.json');
  writeFileSync(config, JSON.stringify({ baseUrl: 'ftp://acq.example', merchantId: 'M1', allowedOrigins: ['https://shop.example/path'], colour: 'red' }));
  const run = start(['--config', config], { ACQ_API_KEY: 'sk_live_TopSecretValue_77', ACQ_PUBLIC_URL: 'https://shop.example', ACQ_SERVER_TOKEN: 'short-secret', PORT: 'eighty' });
  assert.equal(await run.exit, 2);
  const message = run.stderr();
  assert.match(message, /baseUrl \(ACQ_BASE_URL\)/);
  assert.match(message, /serverToken \(ACQ_SERVER_TOKEN\): at least 24 characters/);
  assert.match(message, /allowedOrigins\[0\] \(ACQ_ALLOWED_ORIGINS\): an origin/);
  assert.match(message, /port \(PORT\)/);
  assert.match(message, /colour: not a known option/);
  assert.doesNotMatch(message, /apiKey/, 'a valid field is not reported');
  assert.doesNotMatch(message, /short-secret|TopSecretValue|eighty/, 'values never echoed');
});

test('an unreadable config file is named', { timeout: 30_000 }, async () => {
  const run = start(['--config', join(scratch, 'missing.json')], {});
  assert.equal(await run.exit, 2);
  assert.match(run.stderr(), /cannot read the config file .*missing\.json/);
});

test('a good config: health, readiness, sessions by token, pay end to end, the result forwarded signed with its own secret; SIGTERM exits 0', { timeout: 60_000 }, async (t) => {
  const received: { body: string; signature: string | undefined; callbackHeader: string | undefined }[] = [];
  const shop = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ body, signature: req.headers[RESULT_SIGNATURE_HEADER.toLowerCase()] as string | undefined, callbackHeader: req.headers['x-acq-signature'] as string | undefined });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  t.after(() => void shop.close());
  const shopPort = (shop.address() as { port: number }).port;
  const PORT = await freePort();
  const config = join(scratch, 'good.json');
  writeFileSync(config, JSON.stringify({ merchantId: 'M10001', publicUrl: `http://127.0.0.1:${PORT}`, port: 1, resultUrl: `http://127.0.0.1:${shopPort}/paid`, resultSecret: RESULT_SECRET }));
  const run = start(['--config', config], { ACQ_BASE_URL: sandbox.url, ACQ_API_KEY: API_KEY, ACQ_SERVER_TOKEN: TOKEN, PORT: String(PORT) });
  const [, url] = await waitForOutput(run.child, /"msg":"listening","url":"([^"]+)"/, { name: 'acq-cashier-proxy', timeoutMs: 20_000, log: run.stderr });
  assert.equal(url, `http://127.0.0.1:${PORT}`, 'the environment wins over the file');

  assert.deepEqual(await (await fetch(`${url}/healthz`)).json(), { status: 'ok' });
  const ready = await fetch(`${url}/readyz`);
  assert.equal(ready.status, 200);
  assert.equal(((await ready.json()) as { ready: boolean }).ready, true);

  const create = (auth?: string) =>
    fetch(`${url}/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) }, body: JSON.stringify(orderInput()) });
  assert.equal((await create()).status, 401);
  assert.equal((await create(`Bearer ${TOKEN.slice(0, -1)}x`)).status, 401);
  const created = await create(`Bearer ${TOKEN}`);
  assert.equal(created.status, 201);
  const { id, endpoint } = (await created.json()) as { id: string; endpoint: string };
  assert.equal(endpoint, `${url}/cashier`);

  assert.equal((await fetch(`${endpoint}/sessions/${id}`)).status, 200);
  const paid = await fetch(`${endpoint}/sessions/${id}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }) });
  assert.equal(paid.status, 200);
  const { action } = (await paid.json()) as { action: { webUrl: string } };
  assert.equal((await payOnHostedPage(sandbox.sandbox, action.webUrl)).status, 'success');
  for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(received.length, 1, 'one result delivered to the shop');
  const delivered = JSON.parse(received[0]!.body) as { sessionId: string; status: string };
  assert.equal(delivered.sessionId, id);
  assert.equal(delivered.status, 'succeeded');
  assert.deepEqual(verifyResultSignature(received[0]!.signature, received[0]!.body, RESULT_SECRET), { ok: true });
  assert.equal(received[0]!.callbackHeader, undefined, 'not signed like an acquirer callback');
  assert.equal(verifyCallbackSignature(received[0]!.signature, received[0]!.body, API_KEY).ok, false, 'nor with the API key');

  run.child.kill('SIGTERM');
  assert.equal(await run.exit, 0);
});

test('readiness is 503 naming the acquirer when it does not answer (the start only warns); health stays 200', { timeout: 60_000 }, async () => {
  const [deadPort, port] = [await freePort(), await freePort()];
  const run = start([], {
    ACQ_BASE_URL: `http://127.0.0.1:${deadPort}`,
    ACQ_API_KEY: API_KEY,
    ACQ_MERCHANT_ID: 'M10001',
    ACQ_PUBLIC_URL: 'https://shop.example',
    ACQ_SERVER_TOKEN: TOKEN,
    PORT: String(port),
  });
  await waitForOutput(run.child, /"msg":"listening"/, { name: 'acq-cashier-proxy', timeoutMs: 20_000, log: run.stderr });
  assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
  assert.equal(ready.status, 503);
  const body = (await ready.json()) as { checks: { store: { ok: boolean }; acquirer: { ok: boolean; error: string } } };
  assert.equal(body.checks.store.ok, true);
  assert.equal(body.checks.acquirer.ok, false);
  run.child.kill('SIGTERM');
  assert.equal(await run.exit, 0);
});
