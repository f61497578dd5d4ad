import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderCashierHtml } from '../../../src/server/index.js';
import type { ManageView } from '../../../src/core/api/manage-view.js';
import { createHarness } from '../harness.js';
import { manageInput, subscribe } from '../manage-helpers.js';

const h = createHarness();
after(() => h.close());

/** A view without its moment (each read has its own updatedAt). */
function core(view: unknown): unknown {
  const { updatedAt: _u, ...rest } = view as ManageView;
  return rest;
}

test("a manage session's embedded view is the view route's answer, with its first screen's strings", async () => {
  const sub = await subscribe(h);
  const created = await h.proxy.createSession(manageInput(sub), { view: true, language: 'de' });
  assert.equal(created.view.kind, 'subscription-manage');
  const route = await h.request('GET', `/sessions/${created.id}?language=de`);
  assert.equal(route.status, 200);
  assert.deepEqual(core(created.view), core(route.json));
  const viewed = await h.proxy.view(created.id, { acceptLanguage: 'fr-CA,fr;q=0.8' });
  assert.equal(viewed.kind, 'subscription-manage');
  const french = await h.request('GET', `/sessions/${created.id}`, { headers: { 'Accept-Language': 'fr-CA,fr;q=0.8' } });
  assert.deepEqual(core(viewed), core(french.json));
  assert.equal(created.view.catalog?.locale, 'de');
  assert.equal(typeof created.view.catalog?.messages['manage.title'], 'string', "the page's own words");
  assert.equal(typeof created.view.catalog?.messages['period.pricePer'], 'string', "the cashier's words");
  assert.ok(Object.keys(created.view.formatted ?? {}).some((key) => key.startsWith('a|de|EUR|9.99')), 'the price formatted');
  assert.equal(viewed.catalog?.locale, 'fr-CA');
  assert.ok(!('view' in (await h.proxy.createSession(manageInput(sub)))), 'no view unless asked');
});

test('renderCashierHtml renders the management screen as declarative shadow DOM, view embedded', async () => {
  const sub = await subscribe(h);
  const { view } = await h.proxy.createSession(manageInput(sub), { view: true });
  const html = await renderCashierHtml(view, { endpoint: '/cashier', language: 'en' });
  assert.match(html, /<acq-cashier[^>]* session="[^"]+"/);
  assert.match(html, /<acq-subscription-manage[^>]*>\s*<template[^>]* shadowrootmode="open"/);
  assert.ok(html.includes('Pro plan'), 'the plan');
  assert.ok(html.includes('Active'), 'the status in words');
  assert.ok(html.includes('Cancel subscription'), 'the acts');
  assert.ok(html.includes('<script type="application/json">{"id"'), 'the view embedded');
  assert.ok(!html.includes('Loading'), 'no loading screen');
});

test('the management screen renders in the requested language, right to left for Arabic', async () => {
  const sub = await subscribe(h);
  const { view } = await h.proxy.createSession(manageInput(sub), { view: true });
  const de = await renderCashierHtml(view, { endpoint: '/cashier', language: 'de' });
  assert.match(de, /<acq-subscription-manage[^>]* lang="de"/);
  assert.ok(!de.includes('Cancel subscription'), 'no English left');
  const ar = await renderCashierHtml(view, { endpoint: '/cashier', language: 'ar' });
  assert.match(ar, /<acq-subscription-manage[^>]* dir="rtl"/);
  const embedded = JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(ar)![1]!) as ManageView;
  assert.equal(embedded.catalog?.locale, 'ar', 'the catalog of the language rendered');
});

test('proxy.view of an expired or unknown manage id answers the route 404', async () => {
  await assert.rejects(h.proxy.view('cs_nope'), (error: Error & { status?: number }) => error.status === 404);
});
