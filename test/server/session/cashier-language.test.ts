/**
 * Issues #17 and #28 at the proxy: every tag of the shared table through createSession. A
 * well-formed tag with registered language, script and region subtags (≤ 24 characters) is accepted and travels in its canonical form to the
 * acquirer and to the widget's view; anything else is A0047 before the acquirer is called.
 * test/sandbox/cashier-language.test.ts holds the sandbox to the same table.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { SessionInputError } from '../../../src/server/index.js';
import { TAG_CASES } from '../../core/i18n/language-tag-cases.js';
import { createHarness, orderInput, subscriptionInput } from '../harness.js';

const h = createHarness({ payRateLimitPerMinute: 100_000 });
after(() => h.close());

/** The session's widget view over the proxy's HTTP routes (the pay call sends the acquirer request). */
async function viewLanguage(id: string): Promise<unknown> {
  const view = await h.request('GET', `/sessions/${id}`);
  assert.equal(view.status, 200, view.text);
  return view.json.language;
}

TAG_CASES.forEach(([tag, canonical], i) => {
  const kind = i % 2 === 0 ? 'order' : 'subscription';
  test(`proxy ${kind} session with cashierLanguage ${JSON.stringify(tag)}: ${canonical ?? 'A0047'}`, async () => {
    const base = kind === 'order' ? orderInput() : subscriptionInput();
    const input = { ...base, paymentInfo: { cashierLanguage: tag } } as never;
    const sentBefore = h.sent.length;
    if (canonical === null) {
      await assert.rejects(h.proxy.createSession(input), (error: unknown) => {
        assert.ok(error instanceof SessionInputError, String(error));
        assert.equal(error.code, 'A0047');
        assert.match(error.message, /cashierLanguage/);
        return true;
      });
      assert.equal(h.sent.length, sentBefore, 'nothing reached the acquirer');
      return;
    }
    const { id } = await h.proxy.createSession(input);
    assert.equal(await viewLanguage(id), canonical, 'the widget gets the canonical tag');
    const pay = await h.request('POST', `/sessions/${id}/pay`, {
      body: { attempt: 1, payMethodType: 'CREDITCARD' },
    });
    assert.equal(pay.status, 200, pay.text);
    const created = h.sent.slice(sentBefore).find((call) => call.path.endsWith('/create'));
    assert.ok(created, 'the acquirer was asked to create');
    assert.equal(created.body.paymentInfo.cashierLanguage, canonical, 'the acquirer gets the canonical tag');
    assert.equal(created.body.paymentInfo.cashierLanguage.length <= 24, true);
  });
});

test('the examples of issue #28: fil, yue-HK, es-419, zh-Hant-TW, sr-Latn-RS pass; english, xx are A0047', async () => {
  for (const tag of ['fil', 'yue-HK', 'es-419', 'zh-Hant-TW', 'sr-Latn-RS']) {
    const { id } = await h.proxy.createSession({ ...orderInput(), paymentInfo: { cashierLanguage: tag } } as never);
    assert.equal(await viewLanguage(id), tag);
  }
  for (const tag of ['english', 'xx']) {
    await assert.rejects(h.proxy.createSession({ ...orderInput(), paymentInfo: { cashierLanguage: tag } } as never), (error: unknown) => {
      assert.ok(error instanceof SessionInputError && error.code === 'A0047', String(error));
      return true;
    });
  }
});
