import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/acq-order-summary/acq-order-summary.js';
import type { AcqOrderSummary } from '../../src/elements/acq-order-summary/acq-order-summary.js';
import { orderView, settle } from './fixtures.js';

describe('acq-order-summary', () => {
  const view = orderView();

  it('renders the description, goods, reference and formatted total', async () => {
    const el = await fixture<AcqOrderSummary>(
      html`<acq-order-summary language="en" .order=${view.order} .amount=${view.amount}></acq-order-summary>`,
    );
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('Order summary');
    expect(text).to.contain('Blue mug');
    expect(text).to.contain('M-1001');
    expect(el.shadowRoot!.querySelector('[part=total]')!.textContent).to.contain('€25.50');
    expect(el.getAttribute('lang')).to.equal('en');
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
