/**
 * A shopper holds their page's (or checkout's) id and may repeat any request: repeats of a
 * subscription page's cancel and of a refused management link cost the acquirer nothing
 * new within inquiryIntervalMs (docs/security.md, "Stream and inquiry budgets"). Each
 * test counts the acquirer calls the harness saw.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryStore } from '../../../src/server/index.js';
import { createHarness, type Harness } from '../harness.js';
import { manageInput, subscribe } from '../manage-helpers.js';

const UNLIMITED = { viewPerMinute: 100_000, statusPerMinute: 100_000, actionsPerMinute: 100_000 };
/** A long interval: every repeat below falls within it. */
const h = createHarness({ payRateLimitPerMinute: 10_000, budgets: { ...UNLIMITED, inquiryIntervalMs: 60_000 } });
after(() => h.close());

const count = (on: Harness, suffix: string) => on.calls.filter((p) => p.endsWith(suffix)).length;
const cancel = (on: Harness, id: string) => on.request('POST', `/sessions/${id}/subscription/cancel`, { body: {} });
const statuses = (answers: { status: number }[]) => [...new Set(answers.map((a) => a.status))];

async function page(on: Harness) {
  const sub = await subscribe(on);
  const { id } = await on.proxy.createSession(manageInput(sub));
  return { ...sub, id };
}

async function inSequence<T>(n: number, run: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await run());
  return out;
}

/** The acquirer refuses every management link: A0048, a change in payment. */
function refuseManage(on: Harness, times: number): void {
  const refusal = () => Response.json({ code: 'A0048', success: false, msg: 'The subscription state does not allow this', data: null });
  on.inject('/subscription/manage', ...Array.from({ length: times }, () => refusal));
}

describe('repeats cost the acquirer nothing new', { timeout: 60_000 }, () => {
  test("a page's cancel repeated after it cancelled: the cancelled view, no new inquiry", async () => {
    const p = await page(h);
    assert.equal((await cancel(h, p.id)).status, 200);
    const before = count(h, '/subscription/inquiry');
    const answers = [...(await inSequence(30, () => cancel(h, p.id))), ...(await Promise.all(Array.from({ length: 30 }, () => cancel(h, p.id))))];
    assert.deepEqual(statuses(answers), [200]);
    for (const a of answers) assert.equal(a.json.subscription.status, 'cancelled');
    assert.equal(count(h, '/subscription/inquiry') - before, 0, 'answered from the inquiry made after the cancel');
    assert.equal(count(h, '/subscription/cancel'), 1);
  });

  test('cancel of a subscription cancelled elsewhere, repeated: 409 each, at most one inquiry', async () => {
    const p = await page(h);
    await h.proxy.acquirer.subscriptionCancel({ subscriptionId: p.subscriptionId });
    await h.settle();
    const before = count(h, '/subscription/inquiry');
    const answers = [...(await inSequence(30, () => cancel(h, p.id))), ...(await Promise.all(Array.from({ length: 30 }, () => cancel(h, p.id))))];
    assert.deepEqual(statuses(answers), [409]);
    for (const a of answers) assert.equal(a.json.error.code, 'subscription_not_active');
    // None when the cancel's callback already told the page (its inquiry is the one reused), else the first refusal's.
    assert.ok(count(h, '/subscription/inquiry') - before <= 1, `${count(h, '/subscription/inquiry') - before} inquiries`);
  });

  test('the inquiry after a cancel fails: the cancel still answers cancelled, and so do the view and a repeat, with one cancel call', async () => {
    const p = await page(h);
    const cancelsBefore = count(h, '/subscription/cancel');
    // Every inquiry after the cancel's answer fails (the acquirer out of reach for a moment).
    let cancelled = false;
    const unreachable = async (req: Request) => (cancelled ? new Response('down', { status: 503 }) : h.sandbox.fetch(req));
    h.inject('/subscription/inquiry', ...Array.from({ length: 20 }, () => unreachable));
    h.inject('/subscription/cancel', async (req: Request) => {
      const answer = await h.sandbox.fetch(req);
      cancelled = true;
      return answer;
    });
    const first = await cancel(h, p.id);
    assert.equal(first.status, 200, first.text);
    assert.deepEqual([first.json.subscription.status, first.json.subscription.acquirerStatus, first.json.actions.cancel], ['cancelled', 'MERCHANT_CANCELLED', false]);
    const view = (await h.request('GET', `/sessions/${p.id}`)).json;
    assert.deepEqual([view.subscription.status, view.actions.cancel], ['cancelled', false]);
    assert.equal((await cancel(h, p.id)).json.subscription.status, 'cancelled');
    assert.equal(count(h, '/subscription/cancel'), cancelsBefore + 1);
    assert.ok(h.logs.some((l) => l.msg.startsWith('subscription cancelled; the inquiry after it failed')));
    cancelled = false;
  });

  test("the acquirer down on a page's first read: reloads and stream reopens within the interval cost it one inquiry, not one each", async () => {
    // Its own harness: the faults below must be the next the acquirer's inquiries meet.
    const own = createHarness({ payRateLimitPerMinute: 10_000, budgets: { ...UNLIMITED, inquiryIntervalMs: 60_000 } });
    try {
      const p = await page(own);
      const before = count(own, '/subscription/inquiry');
      // Down for one inquiry's tries: a read that asked again would find the acquirer back and answer 200.
      const down = () => new Response('busy', { status: 503 });
      own.inject('/subscription/inquiry', down, down, down);
      const views = [];
      for (let i = 0; i < 10; i++) {
        views.push(await own.request('GET', `/sessions/${p.id}`));
        await own.request('GET', `/sessions/${p.id}/events`);
      }
      assert.equal(count(own, '/subscription/inquiry') - before, 3, "one inquiry: the client's three tries of it");
      assert.deepEqual([...new Set(views.map((v) => v.status))], [503]);
      assert.equal(views[1]!.json.error.code, 'acquirer_unavailable');
    } finally {
      await own.close();
    }
  });

  test('a refused management link, asked again and again: the same 502, one call (page and checkout)', async () => {
    const own = createHarness({ payRateLimitPerMinute: 10_000, budgets: { ...UNLIMITED, inquiryIntervalMs: 60_000 } });
    try {
      const p = await page(own);
      refuseManage(own, 100);
      for (const id of [p.id, p.sessionId]) {
        const before = count(own, '/subscription/manage');
        const answers = [...(await inSequence(20, () => own.request('GET', `/sessions/${id}/manage`))), ...(await Promise.all(Array.from({ length: 20 }, () => own.request('GET', `/sessions/${id}/manage`))))];
        assert.deepEqual(statuses(answers), [502]);
        assert.deepEqual([...new Set(answers.map((a) => `${a.json.error.code} ${a.json.error.messageKey}`))], ['A0048 error.changeInPayment']);
        assert.equal(count(own, '/subscription/manage') - before, 1, id.slice(0, 3));
      }
    } finally {
      await own.close();
    }
  });
});

describe('past inquiryIntervalMs: one new call per interval', { timeout: 60_000 }, () => {
  const short = createHarness({ payRateLimitPerMinute: 10_000, budgets: { ...UNLIMITED, inquiryIntervalMs: 300 } });
  after(() => short.close());
  const pause = () => new Promise((resolve) => setTimeout(resolve, 350));

  test('repeats of a cancelled page: one inquiry per interval, whatever the concurrency', async () => {
    const p = await page(short);
    assert.equal((await cancel(short, p.id)).status, 200);
    await pause();
    const before = count(short, '/subscription/inquiry');
    const answers = await Promise.all(Array.from({ length: 30 }, () => cancel(short, p.id)));
    assert.deepEqual(statuses(answers), [200]);
    assert.equal(count(short, '/subscription/inquiry') - before, 1);
  });

  test('a refused management link is asked again after the interval, and a link then given is kept', async () => {
    const p = await page(short);
    refuseManage(short, 1);
    assert.equal((await short.request('GET', `/sessions/${p.id}/manage`)).status, 502);
    assert.equal((await short.request('GET', `/sessions/${p.id}/manage`)).status, 502, 'repeated');
    await pause();
    const before = count(short, '/subscription/manage');
    const link = await short.request('GET', `/sessions/${p.id}/manage`);
    assert.equal(link.status, 200, link.text);
    assert.deepEqual((await short.request('GET', `/sessions/${p.id}/manage`)).json, link.json);
    assert.equal(count(short, '/subscription/manage') - before, 1);
  });
});

test('a page whose canceller died: its claim lapses and the next cancel does the work, once', { timeout: 30_000 }, async () => {
  const store = createMemoryStore();
  const own = createHarness({ payRateLimitPerMinute: 10_000, budgets: UNLIMITED, store, storeNamespace: 't:', timeoutMs: 300 });
  try {
    const p = await page(own);
    // What a process killed mid-cancel leaves: its claim, no outcome; leased for timeoutMs + 1 s.
    await store.set(`t:manage-cancel-claim:${p.id}:${p.subscriptionId}`, 'working:crashed', 1_300);
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => cancel(own, p.id)));
    assert.deepEqual(answers.map((a) => a.json.subscription?.status), ['cancelled', 'cancelled', 'cancelled'], answers.map((a) => a.text).join('\n'));
    assert.ok(Date.now() - started >= 1_000, 'waited for the lease');
    assert.equal(count(own, '/subscription/cancel'), 1);
  } finally {
    await own.close();
  }
});
