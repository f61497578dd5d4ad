/**
 * Issues #17 and #28 at the sandbox acquirer, over HTTP: every tag of the shared table as an
 * order's and a subscription's cashierLanguage (well-formed, with registered language,
 * script and region subtags, at most 24 characters). Accepted exactly where the proxy accepts
 * it (test/server/session/cashier-language.test.ts), stored in canonical form (the inquiry shows it,
 * the hosted page's lang is the widget's); refused with A0047 where the proxy refuses.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TAG_CASES } from '../core/i18n/language-tag-cases.js';
import { orderBody, startSandbox, subscriptionBody, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

/** Creates an order with the tag; the envelope, and when accepted the stored tag and the page's lang. */
async function order(tag: string) {
  const body = orderBody({}, { cashierLanguage: tag });
  const { json } = await sb.api('/order/create', body);
  if (json.code !== '0') return { code: json.code, msg: json.msg };
  const inquiry = (await sb.api('/order/inquiry', { paymentRequestId: body.paymentRequestId })).json;
  const page = await (await fetch(webUrlOf(json.data.orderAction))).text();
  return { code: json.code, stored: inquiry.data.paymentInfo.cashierLanguage, lang: /<html lang="([^"]*)"/.exec(page)?.[1] };
}

describe('cashierLanguage at the sandbox: the shared table', () => {
  for (const [tag, canonical, , , lang] of TAG_CASES) {
    it(`order ${JSON.stringify(tag)}: ${canonical ?? 'A0047'}`, async () => {
      const result = await order(tag);
      if (canonical === null) {
        assert.equal(result.code, 'A0047', JSON.stringify(result));
        assert.match(result.msg ?? '', /cashierLanguage/);
        return;
      }
      // The page's lang is the widget's: the tag where the words are in its language (is-IS reads English: en).
      assert.deepEqual(result, { code: '0', stored: canonical, lang });
    });

    it(`subscription ${JSON.stringify(tag)}: ${canonical ?? 'A0047'}`, async () => {
      const { json } = await sb.api('/subscription/create', subscriptionBody({}, {}, { cashierLanguage: tag }));
      assert.equal(json.code, canonical === null ? 'A0047' : '0', json.msg);
    });
  }
});

describe('cashierLanguage at the sandbox: the examples of issue #28', () => {
  for (const [tag, code] of [['fil', '0'], ['yue-HK', '0'], ['es-419', '0'], ['zh-Hant-TW', '0'], ['sr-Latn-RS', '0'], ['english', 'A0047'], ['xx', 'A0047']] as const) {
    it(`${tag}: ${code}`, async () => {
      assert.equal((await order(tag)).code, code);
    });
  }
});
