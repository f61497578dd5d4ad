import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { viewJson, viewScriptHtml } from '../../../src/server/index.js';
import { API_KEY, createHarness, MERCHANT_ID, orderInput } from '../harness.js';

const h = createHarness();
after(() => h.close());

test("an embedded view is exactly the view route's answer: createSession({ view: true }) and proxy.view(id)", async () => {
  const created = await h.proxy.createSession(orderInput({ brandInfo: { cashierDisplayName: 'Shop' } }), { view: true });
  const route = await h.request('GET', `/sessions/${created.id}`);
  assert.equal(route.status, 200);
  assert.deepEqual(created.view, route.json);
  assert.deepEqual(await h.proxy.view(created.id), route.json);
  assert.equal(created.view.id, created.id);
  assert.ok(!('view' in (await h.proxy.createSession(orderInput()))), 'no view unless asked (it may cost an acquirer call)');
});

test('the embedded view holds no secret: no API key, no merchant id, no redirect addresses', async () => {
  const created = await h.proxy.createSession(orderInput({ successRedirectUrl: 'https://shop.test/thanks-secret-path' }), { view: true });
  const text = viewScriptHtml(created.view);
  for (const secret of [API_KEY, MERCHANT_ID, 'thanks-secret-path', 'notify']) assert.ok(!text.includes(secret), secret);
});

test('proxy.view of an unknown session throws the route 404', async () => {
  await assert.rejects(h.proxy.view('cs_nope'), (error: Error & { status?: number }) => error.status === 404);
});

test('viewJson cannot end or change its <script> element', () => {
  const view = { id: 'cs_1', order: { description: '</script><script>alert(1)</script><!-- \u2028\u2029' } } as never;
  const json = viewJson(view);
  assert.ok(!json.includes('<'));
  assert.ok(!json.includes('\u2028') && !json.includes('\u2029'));
  assert.deepEqual(JSON.parse(json), view);
  assert.equal(viewScriptHtml(view), `<script type="application/json">${json}</script>`);
});
