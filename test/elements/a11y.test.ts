import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/all-elements.js';
// The package entry loads these lazily; the screens below render them at once.
import '../../src/elements/acq-result/acq-result.js';
import '../../src/elements/acq-language-menu/acq-language-menu.js';
import '../../src/elements/acq-subscription-summary/acq-subscription-summary.js';
import '../../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { ResultStatus } from '../../src/elements/acq-result/acq-result.js';
import { axeViolations } from './axe.js';
import { FakeProxy } from './fake-proxy.js';
import { mountCashier } from './mount-cashier.js';
import { changeView, orderView, snapshot, subscriptionView } from './fixtures.js';
import type { CashierView } from '../../src/core/api/cashier.js';

async function cashier(view: CashierView, language = 'en'): Promise<AcqCashier> {
  const { el } = await mountCashier({ view }, { language });
  await waitUntil(() => el.state.name !== 'loading', 'never loaded', { timeout: 3000 });
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 50));
  return el;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const ready: Array<[string, () => CashierView]> = [
    ['order', () => orderView()],
    ['subscription', () => subscriptionView()],
    ['plan change', () => changeView()],
  ];
  for (const [name, view] of ready) {
    it(`has no violation on the ${name} ready screen`, async () => {
      const el = await cashier(view());
      expect(el.state.name).to.equal('ready');
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  }

  it('has no violation on the ready screen in Arabic (right-to-left)', async () => {
    const el = await cashier(orderView(), 'ar');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  const finals: ResultStatus[] = ['succeeded', 'failed', 'expired', 'cancelled'];
  for (const status of finals) {
    it(`has no violation on the ${status} screen`, async () => {
      const el = await cashier(
        orderView({ status: snapshot({ status: status as 'succeeded', redirectUrl: 'https://shop.example.test/back' }) }),
      );
      expect(el.state.name).to.equal(status);
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  }

  it('has no violation on the error screen', async () => {
    const proxy = new FakeProxy({ view: orderView({ id: 'cs_missing' }) });
    const el = await fixture<AcqCashier>(html`<acq-cashier session="cs_other" endpoint="/cashier" language="en" .fetchImpl=${proxy.fetch}></acq-cashier>`);
    await waitUntil(() => el.state.name === 'error', 'never failed', { timeout: 3000 });
    await el.updateComplete;
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('has no violation on the confirming screen', async () => {
    const el = await cashier(orderView({ status: snapshot({ status: 'processing' }) }));
    expect(el.state.name).to.equal('confirming');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('has no violation on the card form, with errors shown', async () => {
    const el = await fixture(html`<acq-card-form language="en" action="/x" amount="9.99" currency="EUR" brand-name="Acme"></acq-card-form>`);
    expect(await axeViolations(el)).to.deep.equal([]);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
