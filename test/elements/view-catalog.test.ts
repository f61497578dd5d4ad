/**
 * The first screen in the session's language at once: the view brings its catalog (the
 * proxy's copy), so the cashier renders it with the methods, with no frame in English
 * and no catalog request; a copy from another version of the proxy is ignored for the
 * catalog's own module. Each case watches every render of the Pay button after the view.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { en } from '../../src/core/i18n/catalogs/en-whole.js';
import { sv } from '../../src/core/i18n/catalogs/sv.js';
import { da } from '../../src/core/i18n/catalogs/da.js';
import { pl } from '../../src/core/i18n/catalogs/pl.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

const word = (template: string) => template.split(' ')[0]!;

/** A cashier on a fetched view; `seen` collects the Pay button's text at each change once the methods are on screen. */
function cashier(view: CashierView, attributes = ''): { el: AcqCashier; seen: string[] } {
  const host = document.createElement('div');
  host.innerHTML = `<acq-cashier session="${view.id}" endpoint="/cashier" ${attributes}></acq-cashier>`;
  const el = host.querySelector<AcqCashier>('acq-cashier')!;
  el.fetchImpl = new FakeProxy({ view, delay: 30 }).fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  const seen: string[] = [];
  const note = () => {
    const text = el.shadowRoot?.querySelector('[part~=pay-button]')?.textContent?.trim();
    if (text && seen.at(-1) !== text) seen.push(text);
  };
  new MutationObserver(note).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
  el.addEventListener('acq-ready', () => {
    note();
    new MutationObserver(note).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  });
  document.body.append(host);
  return { el, seen };
}

const catalogRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => /\/core\/i18n\/catalog-importers|\/catalogs\/sv\./.test(entry.name) && !entry.name.includes('test'));

describe("the view's catalog (the first screen in the session's language)", () => {
  afterEach(() => document.querySelectorAll('acq-cashier').forEach((el) => el.parentElement!.remove()));

  it("a session in Swedish: Swedish from the first frame with the methods, the view's copy, no catalog request", async () => {
    const before = catalogRequests().length;
    const messages = { ...sv, 'pay.button': 'Betala {amount} nu' };
    const { el, seen } = cashier(orderView({ language: 'sv', catalog: { locale: 'sv', messages } }));
    const ready = new Promise<CustomEvent>((resolve) => el.addEventListener('acq-ready', (e) => resolve(e as CustomEvent), { once: true }));
    expect((await ready).detail.locale).to.equal('sv');
    await el.updateComplete;
    expect(seen.length).to.be.greaterThan(0);
    for (const text of seen) expect(text).to.match(/^Betala .* nu$/);
    expect(el.getAttribute('lang')).to.equal('sv');
    expect(catalogRequests().length).to.equal(before, 'no import map, no catalog module');
  });

  it('an element whose language attribute started the load before the view: the view applies at once, never English', async () => {
    const { el, seen } = cashier(orderView({ catalog: { locale: 'pl', messages: { ...pl } } }), 'language="pl"');
    await waitUntil(() => el.state.name === 'ready' && el.getAttribute('lang') === 'pl', 'never ready in Polish', { timeout: 3000 });
    await el.updateComplete;
    expect(seen.length).to.be.greaterThan(0);
    for (const text of seen) expect(word(text)).to.equal(word(pl['pay.button']));
    expect(word(pl['pay.button'])).not.to.equal(word(en['pay.button']));
  });

  it("a copy missing a key (another version of the proxy) is not used: the catalog's own module is", async () => {
    const { ['pay.button']: _missing, ...partial } = da;
    const { el } = cashier(orderView({ language: 'da', catalog: { locale: 'da', messages: partial } }));
    await waitUntil(() => el.getAttribute('lang') === 'da' && el.state.name === 'ready', 'never in Danish', { timeout: 3000 });
    await el.updateComplete;
    const pay = el.shadowRoot!.querySelector('[part~=pay-button]')!.textContent!.trim();
    expect(word(pay)).to.equal(word(da['pay.button']));
    expect(word(da['pay.button'])).not.to.equal(word(en['pay.button']));
  });
});
