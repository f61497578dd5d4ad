import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderCashierHtml, viewJson } from '../../../src/server/index.js';
import { previewView } from '../../../demo/preview-views.js';
import { firstScreenFormats, firstScreenLocale } from '../../../src/server/view/first-screen-formats.js';
import { snapshot, view } from '../../core/flow/fixtures.js';

const radios = (html: string) => html.match(/<input[^>]*type="radio"/g) ?? [];

test('an open session renders as Declarative Shadow DOM: methods, Pay, and the view the element hydrates with', async () => {
  const html = await renderCashierHtml(view(), { endpoint: '/cashier', language: 'en' });
  assert.match(html, /^(<!--[^>]*-->)*<acq-cashier[\s\S]*session="cs_test_1"[\s\S]*endpoint="\/cashier"/);
  assert.match(html, /<template shadowroot="open" shadowrootmode="open">/);
  assert.ok(radios(html).length >= 2, 'the methods are in the HTML');
  assert.match(html, /part="pay-button"/);
  // The view, with the first screen's strings formatted for the rendered language (no Intl before hydration).
  const embedded = { ...view(), formatted: firstScreenFormats(view(), { language: 'en' }), locale: firstScreenLocale(view(), { language: 'en' }) };
  assert.ok(html.includes(`<script type="application/json">${viewJson(embedded)}</script>`));
  assert.ok(!html.includes('checked="false"'), 'only the chosen method is checked');
  assert.ok(!html.includes('part="skeleton"'));
});

test('attribute values are escaped', async () => {
  const html = await renderCashierHtml(view(), { endpoint: '/cashier?"><script>x</script>' });
  assert.ok(!html.includes('"><script>x'));
});

test('the language is rendered, its catalog loaded first', async () => {
  const html = await renderCashierHtml(view(), { endpoint: '/cashier', language: 'de' });
  assert.match(html, /lang="de"/);
  assert.ok(!html.includes('Order summary'), 'German, not English');
});

test('a session that is no longer open renders the loading skeleton (the element shows its state once hydrated)', async () => {
  const html = await renderCashierHtml(view({ status: snapshot('succeeded') }), { endpoint: '/cashier' });
  assert.equal(radios(html).length, 0);
  assert.match(html, /part="skeleton"/);
  assert.ok(html.includes('<script type="application/json">'));
});

test("a free trial's terms under Pay name the period: the subscription summary's module, which rendering loads, phrases them", async () => {
  const trial = previewView('cs_sub', 'subscription', 'ready', {});
  const terms = async (language: string) => /part="trial-then"[^>]*>(?:<!--[^>]*-->)*([^<]*)/.exec(await renderCashierHtml(trial, { endpoint: '/cashier', language }))?.[1];
  // \s: Intl's no-break spaces.
  assert.match((await terms('en'))!, /^Then €14\.50 every month from May 15,\s2026$/);
  assert.match((await terms('de'))!, /^Danach 14,50\s€ monatlich ab 15\.05\.2026$/);
});
