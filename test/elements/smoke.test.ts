import { fixture, html, expect } from '@open-wc/testing';
import '../../src/elements/acq-smoke/acq-smoke.js';
describe('smoke', () => {
  it('renders', async () => {
    const el = await fixture(html`<acq-smoke name="bob"></acq-smoke>`);
    expect(el.shadowRoot!.textContent).to.contain('hi bob');
  });
});
