import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/acq-order-summary/acq-order-summary.js';
import type { AcqOrderSummary } from '../../src/elements/acq-order-summary/acq-order-summary.js';
import { orderView, settle } from './fixtures.js';

describe('acq-order-summary', () => {
  const view = orderView();

  it('renders the item with quantity and price, and the total; no internal reference', async () => {
    const el = await fixture<AcqOrderSummary>(
      html`<acq-order-summary language="en" .order=${view.order} .amount=${view.amount}></acq-order-summary>`,
    );
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Order summary');
    expect(el.shadowRoot!.querySelector('dt.item')!.textContent!.replace(/\s+/g, ' ')).to.match(/^ ?Mug × 2 Blue mug ?$/);
    expect(el.shadowRoot!.querySelector('dt.item + dd')!.textContent).to.equal('€25.50');
    expect(text).not.to.contain('M-1001');
    expect(text).not.to.contain('Order reference');
    expect(el.shadowRoot!.querySelector('[part=total]')!.textContent).to.contain('€25.50');
    expect(el.getAttribute('lang')).to.equal('en');
  });

  it('names the item once when the description repeats it', async () => {
    const order = { description: 'Single-origin coffee, 1 kg', goodsName: 'Single-origin coffee, 1 kg', merchantOrderId: 'o-1', quantity: 1 };
    const el = await fixture<AcqOrderSummary>(html`<acq-order-summary language="en" .order=${order} .amount=${view.amount}></acq-order-summary>`);
    expect(el.shadowRoot!.textContent!.split('Single-origin coffee').length - 1).to.equal(1);
  });

  it('renders nothing without an order', async () => {
    const el = await fixture<AcqOrderSummary>(html`<acq-order-summary></acq-order-summary>`);
    expect(el.shadowRoot!.querySelector('section')).to.equal(null);
  });

  it('applies string overrides and the user currency note', async () => {
    const el = await fixture<AcqOrderSummary>(
      html`<acq-order-summary
        language="en"
        user-currency="USD"
        .strings=${{ 'order.title': 'Your basket' }}
        .order=${view.order}
        .amount=${view.amount}
      ></acq-order-summary>`,
    );
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Your basket');
    expect(el.shadowRoot!.textContent).to.contain('USD');
  });

  it('formats in German', async () => {
    const el = await fixture<AcqOrderSummary>(
      html`<acq-order-summary language="de" .order=${view.order} .amount=${view.amount}></acq-order-summary>`,
    );
    await settle(el, 'de');
    expect(el.shadowRoot!.querySelector('[part=total]')!.textContent).to.match(/25,50\s€/);
  });
});
