/**
 * Issue 18: the first screen of a view that came from the server (embedded, fetched) is
 * rendered with no Intl call that loads ICU's data (formatters, supportedLocalesOf,
 * maximize), and reads exactly as Intl would have formatted it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
// Loaded beside the view request in real use: here before the trap, like any module.
import '../../src/elements/acq-subscription-summary/acq-subscription-summary.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { de } from '../../src/core/i18n/catalogs/de.js';
import { regionalScript } from '../../src/core/i18n/likely-script.js';
import { interpolate } from '../../src/core/i18n/translator.js';
import { firstScreenCatalog } from '../../src/server/view/first-screen-catalog.js';
import { firstScreenFormats, type ShopperLanguages } from '../../src/server/view/first-screen-formats.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView, subscriptionView } from './fixtures.js';

type Trapped = 'NumberFormat' | 'DateTimeFormat' | 'DisplayNames';
const TRAPPED: readonly Trapped[] = ['NumberFormat', 'DateTimeFormat', 'DisplayNames'];

/** Intl's data-loading calls replaced by ones that note and refuse, until restore(). */
function trapIntl(): { calls: string[]; restore(): void } {
  const calls: string[] = [];
  const intl = Intl as unknown as Record<Trapped, unknown>;
  const saved = TRAPPED.map((name) => intl[name]);
  const maximize = Intl.Locale.prototype.maximize;
  const refuse = (name: string) => {
    calls.push(name);
    throw new Error(`${name} before the first screen`);
  };
  for (const name of TRAPPED) intl[name] = Object.assign(() => refuse(name), { supportedLocalesOf: () => refuse(`${name}.supportedLocalesOf`) });
  Intl.Locale.prototype.maximize = function (this: Intl.Locale) {
    calls.push('Locale#maximize');
    return maximize.call(this);
  };
  return {
    calls,
    restore() {
      TRAPPED.forEach((name, i) => (intl[name] = saved[i]));
      Intl.Locale.prototype.maximize = maximize;
    },
  };
}

/** What the merchant's server embeds: the view, with its formats and catalog for what it knows of the shopper. */
async function served(view: CashierView, given: ShopperLanguages): Promise<CashierView> {
  const languages = { acceptLanguage: navigator.languages.join(), ...given };
  const catalog = await firstScreenCatalog(view, languages);
  return { ...view, formatted: firstScreenFormats(view, languages), ...(catalog ? { catalog } : {}) };
}

function cashier(view: CashierView, attributes: string, embed: boolean): AcqCashier {
  const host = document.createElement('div');
  const json = embed ? `<script type="application/json">${JSON.stringify(view).replace(/</g, '\\u003c')}</script>` : '';
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" ${attributes}>${json}</acq-cashier>`;
  const el = host.querySelector<AcqCashier>('acq-cashier')!;
  el.fetchImpl = new FakeProxy({ view }).fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  document.body.append(host);
  return el;
}

const part = (root: Element, name: string) => root.shadowRoot!.querySelector(`[part~=${name}]`)!;
/** Whitespace as one space (Intl's no-break spaces too), on screen and expected alike. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const text = (node: Element | null | undefined) => norm(node?.textContent ?? '');

/** The first screen in the wanted language, its parts rendered. */
async function firstScreen(el: AcqCashier, lang: string): Promise<Element> {
  await waitUntil(() => el.state.name === 'ready' && el.getAttribute('lang') === lang, `never ready in ${lang}`, { timeout: 3000 });
  await el.updateComplete;
  const summary = el.shadowRoot!.querySelector('acq-order-summary, acq-subscription-summary')!;
  await waitUntil(() => summary.getAttribute('lang') === lang, `summary never in ${lang}`, { timeout: 3000 });
  await (summary as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return summary;
}

const money = (value: string, currency: string, locale: string) =>
  norm(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value as unknown as number));

/** The cashier's first screen in `lang`, rendered with Intl trapped: the element, its summary and the trapped calls. */
async function trapped(view: CashierView, attributes: string, embed: boolean, lang: string) {
  const trap = trapIntl();
  try {
    const el = cashier(view, attributes, embed);
    const summary = await firstScreen(el, lang);
    return { el, summary, calls: trap.calls };
  } finally {
    trap.restore();
  }
}

describe('the first screen without Intl formatters (issue 18)', () => {
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove()));

  it('an embedded order in English: Pay with the amount, the summary, its quantity and expiry', async () => {
    const view = await served(orderView({ order: { description: 'Blue mug', merchantOrderId: 'M-1', goodsName: 'Mug', quantity: 1200, expiresAt: '2099-03-01T23:30:00Z' } }), { language: 'en' });
    const { el, summary, calls } = await trapped(view, 'language="en"', true, 'en');
    expect(calls).to.deep.equal([]);
    expect(text(part(el, 'pay-button'))).to.equal(`Pay ${money('25.50', 'EUR', 'en')}`);
    expect(text(part(summary, 'total'))).to.equal(money('25.50', 'EUR', 'en'));
    expect(text(summary.shadowRoot!.querySelector('.quantity'))).to.equal(norm(`× ${new Intl.NumberFormat('en').format(1200)}`));
    const expiry = norm(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2099-03-01T23:30:00Z')));
    expect(text(summary.shadowRoot!.querySelector('section'))).to.contain(expiry);
  });

  it('a fetched view for de-CH: German at once, its catalog and strings from the view', async () => {
    const view = await served(orderView(), { language: 'de-CH' });
    const { el, summary, calls } = await trapped(view, 'language="de-CH"', false, 'de-CH');
    expect(calls).to.deep.equal([]);
    expect(text(part(el, 'pay-button'))).to.equal(norm(interpolate(de['pay.button'], { amount: money('25.50', 'EUR', 'de-CH') })));
    expect(text(part(summary, 'total'))).to.equal(money('25.50', 'EUR', 'de-CH'));
  });

  it("an embedded subscription with a free trial, in the browser's languages (no language attribute)", async () => {
    const view = await served(subscriptionView(), {});
    const lang = navigator.languages[0]!;
    const { el, summary, calls } = await trapped(view, '', true, lang);
    expect(calls).to.deep.equal([]);
    const plan = text(part(summary, 'plan'));
    expect(plan).to.contain(money('9.99', 'EUR', lang));
    expect(plan).to.contain('every 2 weeks');
    expect(text(part(summary, 'total'))).to.equal(money('0.00', 'EUR', lang));
    const firstCharge = norm(new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date('2026-05-08T00:00:00Z')));
    expect(text(summary.shadowRoot!.querySelector('section'))).to.contain(firstCharge);
    expect(text(el.shadowRoot!.querySelector('[part~=trial-then]'))).to.contain(firstCharge);
  });

  it('a view formatted for another locale than the one the browser negotiates is formatted with Intl, correctly', async () => {
    const view = await served(orderView(), { language: 'fr' });
    const el = cashier(view, 'language="ja"', true);
    const summary = await firstScreen(el, 'ja');
    expect(text(part(summary, 'total'))).to.equal(money('25.50', 'EUR', 'ja'));
  });

  it("regionalScript is this browser's maximize() in every region", () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const regions = ['', ...[...letters].flatMap((a) => [...letters].map((b) => a + b)), '419', '001'];
    const wrong: string[] = [];
    for (const language of ['zh', 'ms']) {
      for (const region of regions) {
        const tag = new Intl.Locale(region ? `${language}-${region}` : language);
        if (regionalScript(tag.language, tag.region) !== tag.maximize().script) wrong.push(tag.toString());
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});
