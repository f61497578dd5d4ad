/** The view's memos (issue 31) stay bounded: entries, key length, one checked catalog per locale. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CashierView } from '../../../src/core/api/cashier.js';
import { BoundedCache } from '../../../src/server/view/bounded-cache.js';
import { catalogFor, checkedCatalogFor } from '../../../src/server/view/first-screen-catalog.js';
import { firstScreenLocale } from '../../../src/server/view/first-screen-formats.js';
import { view } from '../../core/flow/fixtures.js';

test('BoundedCache forgets its oldest entry past max and keeps no overlong key', () => {
  const cache = new BoundedCache<number>(3, 8);
  for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
  assert.equal(cache.size, 3);
  assert.equal(cache.get('k0'), undefined);
  assert.equal(cache.get('k9'), 9);
  assert.equal(cache.set('x'.repeat(9), 1), 1, 'answered');
  assert.equal(cache.get('x'.repeat(9)), undefined, 'not kept');
  let made = 0;
  assert.equal(cache.through('k9', () => ++made), 9);
  assert.equal(cache.through('new', () => ++made), 1);
  assert.equal(made, 1);
});

test('firstScreenLocale answers the same for a remembered list as for a new one, and any number of lists keeps it bounded', () => {
  const first = firstScreenLocale(view(), { acceptLanguage: 'de-AT,en;q=0.5' });
  for (let i = 0; i < 2_000; i++) firstScreenLocale(view(), { acceptLanguage: `x-${i},fr` });
  assert.deepEqual(firstScreenLocale(view(), { acceptLanguage: 'de-AT,en;q=0.5' }), first);
  assert.equal(firstScreenLocale(view(), { acceptLanguage: 'x-1999,fr' }).catalog, 'fr');
});

test('checkedCatalogFor: the contract-checked catalogFor, one frozen copy per locale, none for English', async () => {
  assert.equal(await checkedCatalogFor('en'), undefined);
  const checked = await checkedCatalogFor('de');
  assert.deepEqual(checked, CashierView.shape.catalog.parse(await catalogFor('de')));
  assert.equal(await checkedCatalogFor('de'), checked);
  assert.ok(Object.isFrozen(checked) && Object.isFrozen(checked?.messages));
});
