/**
 * `npx acq-sandbox`: the bin that package.json names, compiled as the build compiles it
 * (tsc -p tsconfig.build.json, here into a scratch folder), run by plain node — the
 * published package has no tsx — and asked for its printed URL, which must answer.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT_WITH_PARENT, spawnChild } from '../support/child-process.js';
import { waitForOutput } from '../support/wait-for-output.js';

const root = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
let scratch = '';
const children: ChildProcess[] = [];

before(() => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // Inside the checkout, so that the compiled files find node_modules as the package would.
  scratch = mkdtempSync(join(root, '.tmp/acq-sandbox-bin-'));
  // Type errors are the typecheck suite's business; here only the emitted JS matters.
  spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', join(scratch, 'dist/npm')], { cwd: root, stdio: 'ignore' });
});

after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function start(args: string[]) {
  const bin = join(scratch, pkg.bin['acq-sandbox']!);
  const child = spawnChild(process.execPath, ['--import', EXIT_WITH_PARENT, bin, ...args], { env: { ...process.env, ACQ_API_KEY: '', ACQ_MERCHANT_ID: '', SANDBOX_PORT: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

test('package.json names the compiled bin, and it starts with a node shebang', () => {
  assert.equal(pkg.bin['acq-sandbox'], 'dist/npm/sandbox/cli.js');
  const bin = join(scratch, pkg.bin['acq-sandbox']);
  assert.ok(existsSync(bin), `${bin} was emitted`);
  assert.match(readFileSync(bin, 'utf8').split('\n')[0]!, /^#!\/usr\/bin\/env node$/);
});

test('--port 0 --host 127.0.0.1: prints its URL, credentials and test cards; the URL answers the API', async () => {
  const child = start(['--port', '0', '--host', '127.0.0.1']);
  const [printed, url] = await waitForOutput(child, /listening on (http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ctrl\+C stops/, { name: 'acq-sandbox', timeoutMs: 20_000 });
  assert.match(printed, new RegExp(`ACQ_BASE_URL=${url}`));
  assert.match(printed, /ACQ_API_KEY=sk_test_sandbox/);
  assert.match(printed, /ACQ_MERCHANT_ID=M10001/);
  assert.match(printed, /webhook secret: sk_test_sandbox/);
  assert.match(printed, /4242 4242 4242 4242 {2}Visa, always succeeds/);
  assert.match(printed, /4000 0000 0000 0002 {2}declined/);

  const answer = await fetch(`${url}/api/v1/merchantconfig/inquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': 'sk_test_sandbox', 'X-API-VERSION': '1.0.0' },
    body: JSON.stringify({ merchantId: 'M10001' }),
  });
  assert.equal(answer.status, 200);
  const refused = await fetch(`${url}/api/v1/merchantconfig/inquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': 'wrong', 'X-API-VERSION': '1.0.0' },
    body: JSON.stringify({ merchantId: 'M10001' }),
  });
  assert.equal(refused.status, 401, 'the printed key is the one it checks');
  child.kill('SIGTERM');
  assert.equal(await new Promise((resolve) => child.once('exit', resolve)), 0, 'SIGTERM stops it cleanly');
});

test('--proxy-port: a development proxy on the sandbox; a dev server origin creates a session, loads it and pays by card end to end', async () => {
  const child = start(['--port', '0', '--proxy-port', '0']);
  const [, proxyUrl, endpoint] = await waitForOutput(child, /Development proxy on (http:\/\/127\.0\.0\.1:\d+)[\s\S]*endpoint="([^"]+)"[\s\S]*Ctrl\+C stops/, { name: 'acq-sandbox', timeoutMs: 20_000 });
  assert.equal(endpoint, `${proxyUrl}/cashier`);
  const origin = 'http://localhost:5173';

  const preflight = await fetch(`${proxyUrl}/sessions`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
  const created = await fetch(`${proxyUrl}/sessions`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderAmount: '9.99', returnUrl: `${origin}/checkout` }),
  });
  assert.equal(created.status, 201);
  assert.equal(created.headers.get('access-control-allow-origin'), origin);
  const { id } = (await created.json()) as { id: string };

  const view = await fetch(`${endpoint}/sessions/${id}`, { headers: { Origin: origin } });
  assert.equal(view.status, 200, 'a loopback page may use the widget routes');
  assert.equal(view.headers.get('access-control-allow-origin'), origin);
  assert.deepEqual(((await view.json()) as { amount: unknown }).amount, { value: '9.99', currency: 'EUR' });

  const paid = await fetch(`${endpoint}/sessions/${id}/pay`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ payMethodType: 'CREDITCARD', attempt: 1 }),
  });
  const webUrl = ((await paid.json()) as { action?: { webUrl: string } }).action?.webUrl;
  assert.ok(webUrl, 'the card page to go to');
  const card = await fetch(`${webUrl}/card`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }),
  });
  const { redirectUrl } = (await card.json()) as { redirectUrl: string };
  assert.equal(new URL(redirectUrl).origin, origin, 'the shopper returns to the dev server');
  assert.equal(new URL(redirectUrl).searchParams.get('acq_session'), id);
  let status = '';
  for (let i = 0; i < 50 && status !== 'succeeded'; i++) {
    status = ((await (await fetch(`${endpoint}/sessions/${id}/status`)).json()) as { status: string }).status;
    if (status !== 'succeeded') await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(status, 'succeeded');

  const refused = await fetch(`${endpoint}/sessions/${id}`, { headers: { Origin: 'https://elsewhere.example' } });
  assert.equal(refused.status, 403, 'only loopback origins');
});

test('a bad --port exits 2 with the usage', async () => {
  const child = start(['--port', 'eighty']);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(code, 2);
  assert.match(stderr, /--port must be a port number, not eighty/);
  assert.match(stderr, /usage: acq-sandbox/);
});
