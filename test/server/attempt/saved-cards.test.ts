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

test('views within savedCardsCacheMs reuse the stored cards; after it they ask again', async () => {
  const h2 = createHarness({ budgets: { savedCardsCacheMs: 150 } });
  try {
    const id = await h2.createSession(orderInput());
    const count = () => h2.calls.filter((p) => p.endsWith('/tokenization/inquiry')).length;
    await h2.request('GET', `/sessions/${id}`);
    const before = count();
    for (let i = 0; i < 5; i++) assert.equal((await h2.request('GET', `/sessions/${id}`)).status, 200);
    assert.equal(count() - before, 0, 'reused');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await h2.request('GET', `/sessions/${id}`);
    assert.equal(count() - before, 1);
  } finally {
    await h2.close();
  }
});
