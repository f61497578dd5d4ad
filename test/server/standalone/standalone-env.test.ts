/**
 * acq-cashier-proxy reads ACQ_* variables: a misspelt one (ACQ_RESULTS_URL) used to be
 * ignored without a word, and results were never forwarded. Now any ACQ_* variable it
 * does not read stops the start, naming it and the closest real one; so does an option
 * that only means something with another (a result secret without a result URL, a Redis
 * key prefix without Redis).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { didYouMean, ENV_NAMES, readStandaloneConfig, StandaloneConfigError } from '../../../src/server/standalone/standalone-config.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ENV = {
  ACQ_BASE_URL: 'http://127.0.0.1:1',
  ACQ_API_KEY: 'sk_test_env_typos_0001',
  ACQ_MERCHANT_ID: 'M10001',
  ACQ_PUBLIC_URL: 'https://shop.example',
  ACQ_SERVER_TOKEN: 'tok_env_typos_server_secret_0123',
};
const SECRET = 'rs_env_typos_result_secret_01234';

function refusal(env: Record<string, string>, file?: object): string {
  try {
    readStandaloneConfig(file, { ...ENV, ...env });
  } catch (error) {
    assert.ok(error instanceof StandaloneConfigError, String(error));
    return error.message;
  }
  return assert.fail(`accepted ${JSON.stringify(env)}`);
}

test('a misspelt ACQ_* variable stops the start, naming it and the closest real one', () => {
  const rows: [Record<string, string>, RegExp][] = [
    [{ ACQ_RESULTS_URL: 'https://shop.example/paid' }, /^ {2}ACQ_RESULTS_URL: not a variable of acq-cashier-proxy; did you mean ACQ_RESULT_URL\?$/m],
    [{ ACQ_ALLOWED_ORIGIN: 'https://shop.example' }, /ACQ_ALLOWED_ORIGIN: not a variable of acq-cashier-proxy; did you mean ACQ_ALLOWED_ORIGINS\?/],
    [{ ACQ_TRUSTPROXY: '1' }, /ACQ_TRUSTPROXY: not a variable of acq-cashier-proxy; did you mean ACQ_TRUST_PROXY\?/],
    [{ ACQ_WEBHOOK_SECERT: 'whsec_0123456789' }, /did you mean ACQ_WEBHOOK_SECRET\?/],
    [{ ACQ_SOMETHING_ELSE_ENTIRELY: 'x' }, /ACQ_SOMETHING_ELSE_ENTIRELY: not a variable of acq-cashier-proxy$/m],
    [{ ACQ_PAY_RATE_LIMIT: '50' }, /ACQ_PAY_RATE_LIMIT: read by the demo only: acq-cashier-proxy has no such option/],
  ];
  for (const [env, line] of rows) assert.match(refusal(env), line, JSON.stringify(env));
  const message = refusal({ ACQ_RESULTS_URL: 'https://shop.example/paid', ACQ_RESULT_SECRET: SECRET });
  assert.ok(message.indexOf('ACQ_RESULTS_URL') < message.indexOf('resultUrl (ACQ_RESULT_URL)'), `the typo first:\n${message}`);
  assert.doesNotMatch(message, /shop\.example\/paid|rs_env_typos/, 'values are never echoed');
});

test('variables of the other commands and every variable of this one are accepted', () => {
  const config = readStandaloneConfig(undefined, { ...ENV, ACQ_PROXY_CONFIG: '', ACQ_TEST_TIMEOUT_SCALE: '2', ACQ_SKIP_BUILD: '1', ACQ_TRUST_PROXY: '1', ACQ_RESULT_URL: 'https://shop.example/paid', ACQ_RESULT_SECRET: SECRET, PATH: '/usr/bin' });
  assert.equal(config.trustProxy, true);
  assert.equal(config.resultUrl, 'https://shop.example/paid');
  for (const name of Object.values(ENV_NAMES)) assert.equal(didYouMean(name, Object.values(ENV_NAMES)), `; did you mean ${name}?`, 'every name is its own closest');
});

test('options that mean nothing alone: a result secret without a result URL, a Redis key prefix without Redis', () => {
  assert.match(refusal({ ACQ_RESULT_SECRET: SECRET }), /resultUrl \(ACQ_RESULT_URL\): required when resultSecret \(ACQ_RESULT_SECRET\) is set: without it results are only logged/);
  assert.match(refusal({ ACQ_REDIS_KEY_PREFIX: 'shop:' }), /redisKeyPrefix \(ACQ_REDIS_KEY_PREFIX\): set without redisUrl \(ACQ_REDIS_URL\)/);
  assert.equal(readStandaloneConfig(undefined, { ...ENV, ACQ_REDIS_URL: 'redis://127.0.0.1:6379', ACQ_REDIS_KEY_PREFIX: 'shop:' }).redisKeyPrefix, 'shop:');
});

test('an unknown key of the config file names the closest option too', () => {
  assert.match(refusal({}, { resultsUrl: 'https://shop.example/paid' }), /^ {2}resultsUrl: not a known option; did you mean resultUrl\?$/m);
});

test('the command: exit 2 and the line naming the variable', { timeout: 30_000 }, async () => {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ACQ_') && !['PORT', 'HOST'].includes(name)));
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', 'src/server/cli.ts'], { cwd: root, env: { ...clean, ...ENV, ACQ_RESULTS_URL: 'https://shop.example/paid' }, timeout: 20_000 }, (_error, _stdout, stderr) =>
      resolve({ code: child.exitCode, stderr }),
    );
  });
  assert.equal(code, 2);
  assert.match(stderr, /^acq-cashier-proxy: invalid configuration:\n {2}ACQ_RESULTS_URL: not a variable of acq-cashier-proxy; did you mean ACQ_RESULT_URL\?\n/);
});
