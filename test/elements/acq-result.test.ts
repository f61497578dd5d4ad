import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/acq-result/acq-result.js';
import type { AcqResult, ResultStatus } from '../../src/elements/acq-result/acq-result.js';

describe('acq-result', () => {
  const titles: Array<[ResultStatus, string]> = [
    ['succeeded', 'Payment successful'],
    ['failed', 'Payment failed'],
    ['expired', 'Payment time is over'],
    ['cancelled', 'Payment cancelled'],
    ['error', 'Something went wrong'],
  ];
  for (const [status, title] of titles) {
    it(`renders the ${status} screen and focuses its heading`, async () => {
      const el = await fixture<AcqResult>(html`<acq-result language="en" status=${status}></acq-result>`);
      await el.focusHeading();
      const heading = el.shadowRoot!.querySelector('h2')!;
      expect(heading.textContent).to.equal(title);
      expect(el.shadowRoot!.activeElement).to.equal(heading);
      expect(el.headline).to.equal(title);
    });
  }

  it('offers another method after a failure, with the localized reason', async () => {
    const el = await fixture<AcqResult>(
      html`<acq-result language="en" status="failed" can-retry message-key="error.declined" code="D0002"></acq-result>`,
    );
    expect(el.shadowRoot!.textContent).to.contain('The payment was declined.');
    expect(el.shadowRoot!.textContent).to.contain('D0002');
    const retried = oneEvent(el, 'acq-retry');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
    expect((await retried).bubbles).to.equal(true);
  });

  it('shows the plan-change refusals as localized messages', async () => {
    for (const key of ['error.changeInPayment', 'error.changeCancelling', 'error.changePaid', 'error.changeInProgress']) {
      const el = await fixture<AcqResult>(html`<acq-result language="en" status="error" message-key=${key}></acq-result>`);
      expect(el.shadowRoot!.querySelector('.reason')!.textContent!.length).to.be.greaterThan(10);
    }
  });

  it('offers subscription management after success', async () => {
    const el = await fixture<AcqResult>(
      html`<acq-result language="en" status="succeeded" kind="subscription" manageable></acq-result>`,
    );
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Subscription active');
    const managed = oneEvent(el, 'acq-manage');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=manage-button]')!.click();
    await managed;
  });

  it('links back to the merchant, never to a javascript: URL', async () => {
    const el = await fixture<AcqResult>(
      html`<acq-result language="en" status="succeeded" redirect-url="https://shop.example.test/thanks"></acq-result>`,
    );
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('https://shop.example.test/thanks');
    el.redirectUrl = 'javascript:alert(1)';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
  });
});
