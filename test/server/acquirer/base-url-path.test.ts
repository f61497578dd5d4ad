/**
 * A baseUrl holding the API path (`https://acquirer.example/api/v1`) sent every call to
 * `/api/v1/api/v1/…`: the acquirer answered 404 D0002 and the shopper got a "Try again"
 * that could never work. Now the option is refused when it is resolved, naming baseUrl
 * (ACQ_BASE_URL) and the address to use; and any 404 (D0002 or bare) for a path of the
 * API is merchant_misconfigured, never retried, with a hint naming baseUrl.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createSandbox } from '../../../src/sandbox/index.js';
import { checkMerchantCredentials } from '../../../src/server/acquirer/merchant-credentials.js';
import { MerchantMisconfiguredError } from '../../../src/server/errors.js';
import { resolveProxyOptions } from '../../../src/server/proxy-options.js';
import { readStandaloneConfig, StandaloneConfigError } from '../../../src/server/standalone/standalone-config.js';
import { createHarness } from '../harness.js';
import { countingClient } from './counting-client.js';

const KEY = 'sk_test_base_url_path_77';
const sandbox = createSandbox({ apiKey: KEY, merchantId: 'M10001', publicUrl: 'http://acq.test' });
after(() => sandbox.close());

const options = (baseUrl: string) => ({ baseUrl, apiKey: KEY, merchantId: 'M10001', publicUrl: 'https://shop.example' });

test('a baseUrl ending in /api/v1 or /api is refused when the options are resolved, naming baseUrl (ACQ_BASE_URL) and the fix', () => {
  const rows: [string, string][] = [
    ['https://acquirer.example/api/v1', 'https://acquirer.example'],
    ['https://acquirer.example/api/v1/', 'https://acquirer.example'],
    ['https://acquirer.example/API', 'https://acquirer.example'],
    ['https://gateway.example/acq/api/v1', 'https://gateway.example/acq'],
  ];
  for (const [baseUrl, use] of rows) {
    assert.throws(
      () => resolveProxyOptions(options(baseUrl)),
      (error: unknown) => error instanceof TypeError && /^createCashierProxy: option baseUrl \(ACQ_BASE_URL\) must be the acquirer's address without the API path/.test(error.message) && error.message.endsWith(`use ${use}`),
      baseUrl,
    );
  }
  for (const baseUrl of ['https://acquirer.example', 'https://acquirer.example/', 'https://gateway.example/acq', 'https://acquirer.example/apis']) resolveProxyOptions(options(baseUrl));
});

test('the standalone refuses it at start, on the line of baseUrl (ACQ_BASE_URL)', () => {
  const config = { apiKey: KEY, merchantId: 'M10001', publicUrl: 'https://shop.example', serverToken: 'tok_base_url_path_secret_012345' };
  assert.throws(
    () => readStandaloneConfig(config, { ACQ_BASE_URL: 'https://acquirer.example/api/v1' }),
    (error: unknown) => error instanceof StandaloneConfigError && /^ {2}baseUrl \(ACQ_BASE_URL\): must be the acquirer's address without the API path \/api\/v1: .*use https:\/\/acquirer\.example$/m.test(error.message),
  );
});

function client(baseUrl: string, answer?: () => Response) {
  return countingClient({ sandbox, apiKey: KEY, baseUrl, ...(answer ? { answer } : {}) });
}

test('a 404 for an API path (D0002, or no envelope) is merchant_misconfigured after one try, logged with a hint naming baseUrl', { timeout: 10_000 }, async () => {
  for (const [c, code] of [
    [client('http://acq.test/wrong-prefix'), 'D0002'],
    [client('http://acq.test', () => new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })), 'HTTP 404'],
  ] as const) {
    const error = await c.acquirer.merchantConfigInquiry({ merchantId: 'M10001' }).then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof MerchantMisconfiguredError, String(error));
    assert.equal(error.acquirerCode, code);
    assert.equal(error.code, 'merchant_misconfigured');
    assert.equal(c.calls(), 1);
    const line = c.logs.find((entry) => entry.level === 'error');
    assert.match(line?.msg ?? '', /for its own API path: baseUrl \(ACQ_BASE_URL\) must be the acquirer's address without the API path/);
  }
  const verdict = await checkMerchantCredentials(client('http://acq.test/wrong-prefix').acquirer, 'M10001');
  assert.ok(!verdict.ok && verdict.refused && /baseUrl \(ACQ_BASE_URL\)/.test(verdict.hint), JSON.stringify(verdict));
});

test('the widget gets 502 merchant_misconfigured (no "Try again"), not a retryable acquirer refusal', { timeout: 10_000 }, async () => {
  const h = createHarness({ baseUrl: 'http://acq.test/gateway' });
  try {
    const id = await h.createSession();
    const pay = await h.request('POST', `/sessions/${id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
    assert.equal(pay.status, 502);
    assert.equal(pay.json.error.code, 'merchant_misconfigured');
    const readiness = await h.proxy.readiness();
    assert.equal(readiness.ready, false);
    assert.ok(!readiness.checks.acquirer.ok && /baseUrl \(ACQ_BASE_URL\)/.test(readiness.checks.acquirer.error));
  } finally {
    await h.close();
  }
});
