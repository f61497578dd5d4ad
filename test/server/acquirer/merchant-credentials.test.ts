/**
 * A wrong API key, merchant id or API version is the merchant's configuration, not the
 * shopper's request: the client throws MerchantMisconfiguredError (code
 * merchant_misconfigured) after one try, logs a line naming apiKey / ACQ_API_KEY, and the
 * proxy's mapping answers it 502 with no secret. checkMerchantCredentials tells a refusal
 * from an unreachable acquirer.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createAcquirerClient } from '../../../src/server/acquirer/acquirer-client.js';
import { checkMerchantCredentials } from '../../../src/server/acquirer/merchant-credentials.js';
import { errorAnswerOf, MerchantMisconfiguredError } from '../../../src/server/errors.js';
import { countingClient } from './counting-client.js';

const KEY = 'sk_test_right_key_4f1c';
const sandbox = createSandbox({ apiKey: KEY, merchantId: 'M10001', publicUrl: 'http://acq.test' });
after(() => sandbox.close());

function client(apiKey: string, merchantId = 'M10001', answer?: () => Response | Promise<Response>) {
  return countingClient({ sandbox, apiKey, merchantId, ...(answer ? { answer } : {}) });
}

const refusal = async (run: () => Promise<unknown>): Promise<MerchantMisconfiguredError> => {
  const error = await run().then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof MerchantMisconfiguredError, String(error));
  return error;
};

test('a wrong API key (B0008): merchant_misconfigured after one try, a log line naming apiKey / ACQ_API_KEY, no key value', { timeout: 10_000 }, async () => {
  const wrongKey = 'sk_test_WRONG_value_9d';
  const c = client(wrongKey);
  const error = await refusal(() => c.acquirer.merchantConfigInquiry({ merchantId: 'M10001' }));
  assert.equal(error.code, 'merchant_misconfigured');
  assert.equal(error.acquirerCode, 'B0008');
  assert.equal(error.messageKey, 'error.generic');
  assert.equal(c.calls(), 1, 'never retried');
  const line = c.logs.find((entry) => entry.level === 'error');
  assert.ok(line, 'an error line is logged');
  assert.match(line.msg, /apiKey \(ACQ_API_KEY\)/);
  assert.equal(line.code, 'B0008');
  assert.doesNotMatch(JSON.stringify(c.logs), new RegExp(wrongKey));
});

test('a merchant id of another merchant (B0009) and an unsupported version (B0010) are misconfigurations too', { timeout: 10_000 }, async () => {
  const mismatch = client(KEY, 'M99999');
  const b0009 = await refusal(() => mismatch.acquirer.payMethodConfigInquiry({ merchantInfo: { merchantId: 'M99999' } }));
  assert.equal(b0009.acquirerCode, 'B0009');
  assert.match(mismatch.logs.find((e) => e.level === 'error')!.msg, /merchantId \(ACQ_MERCHANT_ID\).*apiKey \(ACQ_API_KEY\)/);

  const version = client(KEY, 'M10001', () => Response.json({ code: 'B0010', msg: 'X-API-VERSION 1.0.0 is not supported' }, { status: 400 }));
  const b0010 = await refusal(() => version.acquirer.merchantConfigInquiry({ merchantId: 'M10001' }));
  assert.equal(b0010.acquirerCode, 'B0010');
  assert.equal(version.calls(), 1);
});

test('a 401 or 403 without an envelope (a gateway in front of the acquirer) is a misconfiguration, not garbage', { timeout: 10_000 }, async () => {
  const gateway = client(KEY, 'M10001', () => new Response('Forbidden', { status: 403 }));
  const error = await refusal(() => gateway.acquirer.merchantConfigInquiry({ merchantId: 'M10001' }));
  assert.equal(error.acquirerCode, 'HTTP 403');
  assert.equal(gateway.calls(), 1);
});

test('errorAnswerOf maps it to 502 merchant_misconfigured, error.generic, a message without secrets', () => {
  const answer = errorAnswerOf(new MerchantMisconfiguredError('B0008', '/api/v1/order/create'));
  assert.deepEqual({ ...answer, message: undefined }, { status: 502, code: 'merchant_misconfigured', messageKey: 'error.generic', message: undefined });
  assert.match(answer!.message, /merchant's configuration/);
  assert.equal(errorAnswerOf(new Error('boom')), undefined, 'an unexpected error is left to the 500 path');
});

test('checkMerchantCredentials: accepted, refused with the hint, or no verdict when the acquirer is unreachable', { timeout: 10_000 }, async () => {
  assert.deepEqual(await checkMerchantCredentials(client(KEY).acquirer, 'M10001'), { ok: true });
  const refused = await checkMerchantCredentials(client('sk_test_other_key_000').acquirer, 'M10001');
  assert.equal(refused.ok, false);
  assert.ok(!refused.ok && refused.refused && /ACQ_API_KEY/.test(refused.hint) && refused.acquirerCode === 'B0008');
  const down = createAcquirerClient({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, retries: 0, timeoutMs: 500 });
  const unreachable = await checkMerchantCredentials(down, 'M10001');
  assert.ok(!unreachable.ok && !unreachable.refused, JSON.stringify(unreachable));
});
