/** The loading skeleton holds the place of the default order: nothing below the cashier moves when the view arrives. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView, SANDBOX_METHODS } from './fixtures.js';

for (const width of [480, 326]) {
  it(`keeps the page below still from skeleton to ready (${width} px wide)`, async () => {
    const view = orderView({
      brand: { displayName: 'Bean & Burr' },
      order: { description: 'Single-origin coffee, 1 kg', goodsName: 'Single-origin coffee, 1 kg', quantity: 1, merchantOrderId: 'o-1' },
      amount: { value: '24.90', currency: 'EUR' },
      payMethods: SANDBOX_METHODS,
      savedCards: [],
    });
    const proxy = new FakeProxy({ view, delay: 150 });
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shift += entry.value;
    });
    observer.observe({ type: 'layout-shift' });
    const page = await fixture<HTMLElement>(html`<div style="inline-size: ${width}px">
      <acq-cashier session=${view.id} endpoint="/cashier" language="en" .fetchImpl=${proxy.fetch} .eventSourceFactory=${FakeEventSource.factory}></acq-cashier>
      <footer>below</footer>
    </div>`);
    const el = page.querySelector<AcqCashier>('acq-cashier')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=skeleton]')).to.exist;
    const footer = page.querySelector('footer')!;
    const before = footer.getBoundingClientRect().top;
    await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
    const methods = el.shadowRoot!.querySelector('acq-pay-methods')!;
    await methods.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(methods.shadowRoot!.querySelectorAll('input[type=radio]')).to.have.length(5);
    expect(footer.getBoundingClientRect().top).to.equal(before);
    observer.disconnect();
    expect(shift).to.equal(0);
  });
}
