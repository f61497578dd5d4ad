import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createHarness, orderInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

test('views loaded at the same moment share one saved-card inquiry at the acquirer', async () => {
  const id = await h.createSession(orderInput());
  const before = h.calls.filter((p) => p.endsWith('/tokenization/inquiry')).length;
  const answers = await Promise.all(Array.from({ length: 20 }, () => h.request('GET', `/sessions/${id}`)));
  assert.ok(answers.every((a) => a.status === 200));
  assert.equal(h.calls.filter((p) => p.endsWith('/tokenization/inquiry')).length - before, 1);
});

test('a view loaded after the inquiry answered asks again (nothing is cached past the answer)', async () => {
  const id = await h.createSession(orderInput());
  const count = () => h.calls.filter((p) => p.endsWith('/tokenization/inquiry')).length;
  await h.request('GET', `/sessions/${id}`);
  const before = count();
  await h.request('GET', `/sessions/${id}`);
  assert.equal(count() - before, 1);
});
