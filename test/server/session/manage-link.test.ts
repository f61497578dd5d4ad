/**
 * The subscription page's "Update payment method" link (session/manage-link.ts): one URL
 * per page until near its expiredAt, and a fresh one after the acquirer tells of the
 * subscription (a renewal declined a month on): with the sandbox's test clock moved past
 * the old link's day, the old link is dead and the page must not hand it out again.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness } from '../harness.js';
import { advanceClock, manageInput, subscribe } from '../manage-helpers.js';

const h = createHarness({ payRateLimitPerMinute: 10_000 });
after(() => h.close());

async function manageUrl(id: string): Promise<string> {
  const res = await h.request('GET', `/sessions/${id}/manage`);
  assert.equal(res.status, 200, res.text);
  return res.json.url as string;
}

describe('the subscription page\'s management link', () => {
  test('reused until a callback; after a declined renewal a month on, a fresh link that works', async () => {
    const sub = await subscribe(h, '4000000000000341');
    const { id } = await h.proxy.createSession(manageInput(sub));
    const first = await manageUrl(id);
    assert.equal(await manageUrl(id), first, 'one URL per page while nothing happened');

    await advanceClock(h, 'P1M');
    const fresh = await manageUrl(id);
    assert.notEqual(fresh, first);
    const open = async (url: string) => (await h.sandbox.fetch(new Request(url))).status;
    assert.equal(await open(first), 404, 'the old link died with the test clock');
    assert.equal(await open(fresh), 200);
  });
});
