import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { orderBody, startSandbox, subscriptionBody, submitCard, verifySignature, webUrlOf, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
before(async () => {
  sb = await startSandbox({ webhookSecret: 'whsec_test' });
});
after(() => sb.close());

describe('callbacks', () => {
  it('are signed with the webhook secret and retried with backoff until acknowledged, first retry within 5 minutes', async () => {
    let failures = 3;
    sb.answer = () => (failures-- > 0 ? Response.json({ result: failures % 2 ? 'failed' : 'unknown' }, { status: failures === 0 ? 500 : 200 }) : Response.json({ result: 'success' }));
    const body = orderBody();
    const created = await sb.api('/order/create', body);
    await submitCard(webUrlOf(created.json.data.orderAction), '4242424242424242');
    await sb.sandbox.callbacksIdle();
    const mine = () => sb.callbacks.filter((c) => c.json.data.paymentRequestId === body.paymentRequestId);
    assert.equal(mine().length, 1);
    assert.ok(verifySignature(mine()[0]!.signature, mine()[0]!.body, 'whsec_test'));
    assert.ok(!verifySignature(mine()[0]!.signature, mine()[0]!.body, 'sk_test_sandbox'));
    await sb.advance('PT5M');
    assert.ok(mine().length >= 2, 'first retry within five minutes');
    await sb.advance('PT30M');
    assert.equal(mine().length, 4);
    assert.ok(mine().every((c) => c.body === mine()[0]!.body), 'a retry resends the same notifyId and body');
    const record = sb.sandbox.callbacks().find((r) => r.body === mine()[0]!.body)!;
    assert.equal(record.state, 'delivered');
    await sb.advance('P1D');
    assert.equal(mine().length, 4, 'no more attempts once acknowledged');
  });

  it('give up after 24 hours of clock time', async () => {
    sb.answer = () => new Response('nope', { status: 503 });
    const body = orderBody();
    const created = await sb.api('/order/create', body);
    await submitCard(webUrlOf(created.json.data.orderAction), '4242424242424242');
    await sb.advance('P2D');
    const attempts = sb.sandbox.callbacks().find((r) => r.body.includes(body.paymentRequestId))!;
    assert.equal(attempts.state, 'gave-up');
    const times = attempts.attempts.map((a) => Date.parse(a.at));
    assert.ok(times.at(-1)! - times[0]! <= 24 * 3_600_000 + 1000);
    assert.ok(times.length >= 8);
    sb.answer = () => Response.json({ result: 'success' });
  });
});

describe('assets and the card page bundle', () => {
  it('serves the built bundle at /assets/* with its SRI hash on the card page; no path traversal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acq-cdn-'));
    const bundle = 'customElements.define("acq-card-form", class extends HTMLElement {});';
    writeFileSync(join(dir, 'acq-card-form.js'), bundle);
    const withAssets = await startSandbox({ assetsDir: dir });
    try {
      const js = await fetch(`${withAssets.url}/assets/acq-card-form.js`);
      assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
      assert.equal(await js.text(), bundle);
      assert.equal((await fetch(`${withAssets.url}/assets/..%2F..%2Fetc%2Fpasswd`)).status, 404);
      const created = await withAssets.api('/order/create', orderBody({}, { cashierLanguage: 'fr' }));
      const page = await (await fetch(webUrlOf(created.json.data.orderAction))).text();
      const sri = `sha384-${createHash('sha384').update(bundle).digest('base64')}`;
      assert.ok(page.includes(`integrity="${sri}"`));
      assert.match(page, /<acq-card-form action="[^"]+\/card" amount="9.99" currency="EUR" language="fr"/);
      // A new subscription's trial: the card page's button starts it, as the cashier's did.
      const trial = await withAssets.api('/subscription/create', subscriptionBody({}, { trialPeriodAmount: '0', numberOfTrialPeriod: '1' }));
      const trialPage = await (await fetch(webUrlOf(trial.json.data.subscriptionAction))).text();
      assert.match(trialPage, /<acq-card-form action="[^"]+\/card" amount="0.00" currency="EUR" trial /);
      // The merchant's brand is shown once, in the page's own summary above the form.
      assert.match(page, /<p class="merchant-name">Bean &#38; Co<\/p>/);
      assert.match(page, /<img src="https:\/\/merchant.example\/logo.png"/);
    } finally {
      await withAssets.close();
    }
  });

  it('says to run npm run build when the bundle is missing', async () => {
    const empty = await startSandbox({ assetsDir: mkdtempSync(join(tmpdir(), 'acq-none-')) });
    try {
      const created = await empty.api('/order/create', orderBody());
      const page = await (await fetch(webUrlOf(created.json.data.orderAction))).text();
      assert.match(page, /npm run build/);
      assert.doesNotMatch(page, /<script/);
    } finally {
      await empty.close();
    }
  });
});
