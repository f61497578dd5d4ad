import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { CashierView } from '../../../src/core/api/cashier.js';
import { createHarness } from '../harness.js';

const h = createHarness({ logoResolver: async (id) => (id === 'logo_shop' ? 'https://cdn.shop.test/logo.png' : undefined) });
after(() => h.close());

/** The view's brand, or 'refused' where createSession already refuses the brandInfo. */
async function viewWith(brandInfo: Record<string, string>) {
  const id = await h.createSession({ brandInfo } as never).catch((error: Error) => (error.name === 'SessionInputError' ? null : Promise.reject(error)));
  if (id === null) return 'refused';
  return CashierView.parse((await h.request('GET', `/sessions/${id}`)).json).brand;
}

test('the view shows a brand by the strict core/brand rule (what createSession lets through)', async () => {
  const table: [Record<string, string>, unknown][] = [
    [{ cashierLogoUrl: 'https://cdn.shop.test/a.png' }, { logoUrl: 'https://cdn.shop.test/a.png' }],
    [{ cashierLogoUrl: 'logo_shop' }, { logoUrl: 'https://cdn.shop.test/logo.png' }],
    [{ cashierLogoUrl: 'logo_unknown' }, undefined],
    [{ cashierLogoUrl: 'https://user:pw@cdn.shop.test/a.png' }, undefined],
    [{ cashierProductImageUrl: 'http://cdn.shop.test/p.png' }, 'refused'],
    [{ cashierProductImageUrl: 'https://cdn.shop.test/p.png' }, { productImageUrl: 'https://cdn.shop.test/p.png' }],
    [{ cashierDisplayName: 'Shop\u202e evil' }, { displayName: 'Shop evil' }],
  ];
  for (const [brandInfo, expected] of table) assert.deepEqual(await viewWith(brandInfo), expected, JSON.stringify(brandInfo));
});

test('a field the rule drops is logged for the merchant with its reason', async () => {
  await viewWith({ cashierLogoUrl: 'logo_unknown' });
  const entry = h.logs.find((e) => e.msg === 'brandInfo field not shown' && e.field === 'cashierLogoUrl');
  assert.ok(entry, 'logged');
  assert.match(String(entry.reason), /not known/);
});
