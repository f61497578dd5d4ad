/**
 * /readyz's acquirer check is the merchant config inquiry: a key the acquirer refuses
 * makes the process not ready and says which option to fix; results are cached.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createAcquirerClient } from '../../../src/server/acquirer/acquirer-client.js';
import { readinessProbe } from '../../../src/server/http/health.js';
import { createMemoryStore } from '../../../src/server/store/memory-store.js';

const KEY = 'sk_test_ready_key_8e21';
const sandbox = createSandbox({ apiKey: KEY, merchantId: 'M10001', publicUrl: 'http://acq.test' });
after(() => sandbox.close());

function probeWith(apiKey: string, timing: { cacheMs?: number; acquirerOkMs?: number } = { cacheMs: 60_000 }) {
  let calls = 0;
  const acquirer = createAcquirerClient({
    baseUrl: 'http://acq.test',
    apiKey,
    retries: 0,
    fetch: async (input, init) => {
      calls++;
      return sandbox.fetch(new Request(input, init));
    },
  });
  const readiness = readinessProbe({ store: createMemoryStore(), baseUrl: 'http://acq.test', fetch: globalThis.fetch, acquirer, merchantId: 'M10001', ...timing });
  return { readiness, calls: () => calls };
}

test('the right key: ready, and a second probe within the cache asks the acquirer nothing', { timeout: 5_000 }, async () => {
  const probe = probeWith(KEY);
  assert.equal((await probe.readiness()).ready, true);
  assert.equal((await probe.readiness()).ready, true);
  assert.equal(probe.calls(), 1);
});

test('a refused key: not ready, the acquirer check names apiKey (ACQ_API_KEY) and the code, not the key', { timeout: 5_000 }, async () => {
  const wrong = 'sk_test_wrong_ready_77';
  const { readiness } = probeWith(wrong);
  const ready = await readiness();
  assert.equal(ready.ready, false);
  assert.equal(ready.checks.store.ok, true);
  const acquirer = ready.checks.acquirer;
  assert.ok(!acquirer.ok && /apiKey \(ACQ_API_KEY\)/.test(acquirer.error) && /B0008/.test(acquirer.error), JSON.stringify(acquirer));
  assert.doesNotMatch(JSON.stringify(ready), new RegExp(wrong));
});

test('an accepted key is trusted for acquirerOkMs while the store is still checked at every probe', { timeout: 5_000 }, async () => {
  const probe = probeWith(KEY, { cacheMs: 0, acquirerOkMs: 60_000 });
  for (let i = 0; i < 3; i++) assert.equal((await probe.readiness()).ready, true);
  assert.equal(probe.calls(), 1);
  const refused = probeWith('sk_test_wrong_again_88', { cacheMs: 0, acquirerOkMs: 60_000 });
  for (let i = 0; i < 3; i++) assert.equal((await refused.readiness()).ready, false);
  assert.equal(refused.calls(), 3, 'a refusal is asked again');
});
