/**
 * Views of two trees for the same sessions, byte for byte: `node --import tsx view-compare.ts <treeA> <treeB>`.
 * Both proxies share one store and one sandbox; time stands still (estimated schedules).
 */
import { resolve } from 'node:path';

const RealDate = Date;
const frozen = RealDate.now();
globalThis.Date = class extends RealDate {
  constructor(...args: unknown[]) {
    super(...((args.length ? args : [frozen]) as [number]));
  }
  static override now() {
    return frozen;
  }
} as DateConstructor;

const [a, b] = process.argv.slice(2).map((t) => resolve(t));
const serverA = await import(`${a}/src/server/index.ts`);
const serverB = await import(`${b}/src/server/index.ts`);
const { createSandbox } = await import(`${a}/src/sandbox/index.ts`);
const store = serverA.createMemoryStore();
const sandbox = createSandbox({ apiKey: 'sk_test_compare', merchantId: 'M10001', publicUrl: 'http://acq.test' });
const options = { baseUrl: 'http://acq.test', apiKey: 'sk_test_compare', merchantId: 'M10001', publicUrl: 'http://shop.test', store, fetch: (i: string, init: RequestInit) => sandbox.fetch(new Request(i, init)), logger: () => undefined };
const proxyA = serverA.createCashierProxy(options);
const proxyB = serverB.createCashierProxy(options);

const user = { userId: 'user-1', userEmail: 'u@shop.test' };
const order = (over: Record<string, unknown>) => ({ kind: 'order', merchantOrderId: `mo-${Math.random()}`, orderAmount: '19.99', orderCurrency: 'EUR', orderDescription: 'Two coffees', userInfo: user, ...over });
const sub = (over: Record<string, unknown>) => ({ kind: 'subscription', merchantSubscriptionId: `plan-${Math.random()}`, amount: '9.99', currency: 'EUR', productInfo: { description: 'Pro', periodType: 'MONTHLY', periodInterval: '1' }, userInfo: user, subscriptionManagementUrl: 'http://shop.test/account', ...over });
const inputs = [
  order({}),
  order({ goodsInfo: { goodsId: 'g', goodsName: 'Beans', goodsQuantity: 3 }, orderExpiredAt: '2030-01-02T03:04:05Z', userCurrency: 'USD', brandInfo: { cashierDisplayName: 'Shop', cashierLogoUrl: 'https://cdn.shop.test/logo.png' } }),
  order({ orderAmount: '1234567.5', orderCurrency: 'JPY', paymentInfo: { cashierLanguage: 'ja', payMethodType: 'CARD' } }),
  order({ orderAmount: '0.5', paymentInfo: { cashierLanguage: 'de-CH', payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' } }),
  order({ paymentInfo: { cashierLanguage: 'ar', cashierAppearance: '{"theme":"night"}' } }),
  sub({}),
  sub({ productInfo: { description: 'Pro', periodType: 'WEEKLY', periodInterval: '2', numberOfPeriod: '12', trial: { amount: '0', periodType: 'DAILY', periodInterval: '7', numberOfPeriod: '1' } }, paymentInfo: { cashierLanguage: 'fr-CA' } }),
  sub({ amount: '49', currency: 'USD', paymentInfo: { cashierLanguage: 'zh-TW' } }),
];
const languages = [undefined, { language: 'de' }, { acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.5' }, { language: 'pt-BR', acceptLanguage: 'es' }, { acceptLanguage: 'ar-EG-u-nu-latn' }, { language: 'x-bad!' }];
let compared = 0;
let differing = 0;
let withCatalog = 0;
for (const input of inputs) {
  let created: { id: string };
  try {
    created = await proxyA.createSession(input);
  } catch (error) {
    console.log('skipped input', (error as Error).message);
    continue;
  }
  for (const langs of languages) {
    for (let twice = 0; twice < 2; twice++) {
      const [va, vb] = [JSON.stringify(await proxyA.view(created.id, langs)), JSON.stringify(await proxyB.view(created.id, langs))];
      compared++;
      if (va.includes(`"catalog":`)) withCatalog++;
      if (va !== vb) {
        differing++;
        console.log('DIFF', JSON.stringify(input).slice(0, 80), JSON.stringify(langs), '\n', va.slice(0, 600), '\n', vb.slice(0, 600));
      }
    }
  }
}
console.log(JSON.stringify({ compared, differing, catalogs: withCatalog }));
process.exit(differing ? 1 : 0);
