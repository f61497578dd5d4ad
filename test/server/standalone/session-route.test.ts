/**
 * The standalone's POST /sessions is on the open internet behind a token: every body is
 * answered 201, 400 (naming each field problem), 401 or 413, never 500, and a body past
 * 64 KB is refused while it streams in. Also: the proxy will not start with a key the
 * acquirer refuses, nor with a result URL but no result secret of its own.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listenSandbox, type ListeningSandbox } from '../../../src/sandbox/node.js';
import { readStandaloneConfig, StandaloneConfigError } from '../../../src/server/standalone/standalone-config.js';
import { startStandaloneProxy, type StandaloneProxy } from '../../../src/server/standalone/standalone.js';
import { StandaloneStartError } from '../../../src/server/standalone/start-error.js';
import type { LogEntry } from '../../../src/server/log/logger.js';
import { orderInput } from '../harness.js';

const API_KEY = 'sk_test_routes_7a1c0e';
const TOKEN = 'tok_routes_server_secret_01234567';
let sandbox: ListeningSandbox;
let running: StandaloneProxy;
const logs: LogEntry[] = [];

const config = (over: Record<string, unknown> = {}) =>
  readStandaloneConfig({ baseUrl: sandbox.url, apiKey: API_KEY, merchantId: 'M10001', publicUrl: 'http://127.0.0.1:1', serverToken: TOKEN, port: 0, ...over }, {});

before(async () => {
  sandbox = await listenSandbox({ port: 0, apiKey: API_KEY, merchantId: 'M10001', webhookSecret: API_KEY });
  running = await startStandaloneProxy(config(), { logger: (entry) => logs.push(entry) });
});
after(async () => {
  await running?.shutdown();
  await sandbox.close();
});

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return fetch(`${running.url}/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

test('a good body: 201 with the id and the endpoint', { timeout: 10_000 }, async () => {
  const res = await post(JSON.stringify(orderInput()));
  assert.equal(res.status, 201);
  assert.match(((await res.json()) as { id: string }).id, /^cs_/);
});

test('every malformed body is a 400 naming its problems, never a 500', { timeout: 20_000 }, async () => {
  const rows: [string, string, string, string[]][] = [
    ['{}', '{}', 'invalid_session_input', ['kind']],
    ['null', 'null', 'invalid_session_input', ['']],
    ['[]', '[]', 'invalid_session_input', ['']],
    ['a number', '42', 'invalid_session_input', ['']],
    ['unknown kind', JSON.stringify({ ...orderInput(), kind: 'refund' }), 'invalid_session_input', ['kind']],
    ['relative returnUrl', JSON.stringify(orderInput({ returnUrl: '/checkout' })), 'invalid_session_input', ['returnUrl']],
    ['javascript: returnUrl', JSON.stringify(orderInput({ returnUrl: 'javascript:alert(1)' })), 'invalid_session_input', ['returnUrl']],
    ['missing amount', JSON.stringify({ ...orderInput(), orderAmount: undefined }), 'A0019', ['orderAmount']],
    ['not JSON', '{"kind": "order",', 'malformed_json', []],
    ['empty body', '', 'malformed_json', []],
    ['nested 100 deep', `${'['.repeat(100)}${']'.repeat(100)}`, 'malformed_json', []],
  ];
  for (const [name, body, code, paths] of rows) {
    const res = await post(body);
    assert.equal(res.status, 400, name);
    const { error } = (await res.json()) as { error: { code: string; message: string; issues?: { path: string }[] } };
    assert.equal(error.code, code, name);
    assert.deepEqual((error.issues ?? []).map((issue) => issue.path), paths, name);
  }
  assert.equal(logs.filter((entry) => entry.level === 'error').length, 0, 'no route failed');
});

test('over 64 KB: 413, declared or streamed (refused once past the limit, not read to the end)', { timeout: 20_000 }, async () => {
  const declared = await post(JSON.stringify({ ...orderInput(), orderDescription: 'x'.repeat(70_000) }));
  assert.equal(declared.status, 413);
  assert.equal(((await declared.json()) as { error: { code: string } }).error.code, 'body_too_large');

  // A stream that would go on for 64 MB: the answer must come long before it is sent.
  let sent = 0;
  const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024 - 2)}"`);
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 64 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const streamed = await post(endless);
  assert.equal(streamed.status, 413);
  assert.ok(sent < 8 * 1024 * 1024, `${sent} bytes pulled before the answer`);
});

test('no token or a wrong one: 401 before the body is read', { timeout: 10_000 }, async () => {
  assert.equal((await post('{}', { Authorization: '' })).status, 401);
  assert.equal((await post(JSON.stringify(orderInput()), { Authorization: `Bearer ${TOKEN}x` })).status, 401);
});

test('a key the acquirer refuses (B0008) stops the start with a line naming apiKey (ACQ_API_KEY), never the key', { timeout: 10_000 }, async () => {
  const wrong = 'sk_test_not_this_one_55';
  const error = await startStandaloneProxy(config({ apiKey: wrong }), { logger: () => undefined }).then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof StandaloneStartError, String(error));
  assert.match(error.message, /apiKey \(ACQ_API_KEY\)/);
  assert.match(error.message, /B0008/);
  assert.doesNotMatch(error.message, new RegExp(wrong));
  const mismatch = await startStandaloneProxy(config({ merchantId: 'M20002' }), { logger: () => undefined }).then(() => undefined, (e: unknown) => e);
  assert.ok(mismatch instanceof StandaloneStartError && /merchantId \(ACQ_MERCHANT_ID\)/.test(mismatch.message), String(mismatch));
});

test('a result URL needs its own result secret, different from the other secrets', () => {
  const refused = (over: Record<string, unknown>) => {
    try {
      config(over);
    } catch (error) {
      assert.ok(error instanceof StandaloneConfigError);
      return error.message;
    }
    assert.fail('accepted');
  };
  assert.match(refused({ resultUrl: 'https://shop.example/paid' }), /resultSecret \(ACQ_RESULT_SECRET\): required when resultUrl \(ACQ_RESULT_URL\) is set/);
  assert.match(refused({ resultUrl: 'https://shop.example/paid', resultSecret: TOKEN }), /resultSecret \(ACQ_RESULT_SECRET\): must differ from apiKey, webhookSecret and serverToken/);
  assert.equal(config({ resultUrl: 'https://shop.example/paid', resultSecret: 'rs_a_separate_secret_0123456789' }).resultSecret, 'rs_a_separate_secret_0123456789');
});
