import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
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

  it('says a failure in one sentence, codes only behind Details', async () => {
    const el = await fixture<AcqResult>(
      html`<acq-result language="en" status="failed" can-retry message-key="error.declined" code="A0037"></acq-result>`,
    );
    const paragraphs = [...el.shadowRoot!.querySelectorAll('section > p')].map((p) => p.textContent);
    expect(paragraphs).to.deep.equal(['The payment was declined.']);
    const details = el.shadowRoot!.querySelector('details')!;
    expect(details.open).to.equal(false);
    expect(details.querySelector('summary')!.textContent).to.equal('Details');
    expect(details.textContent).to.contain('A0037');
    expect(el.shadowRoot!.querySelector('[part=retry-button]')!.textContent!.trim()).to.equal('Try another payment method');
  });

  it('shows the receipt on success: amount, method, date, reference, and a continue button', async () => {
    const el = await fixture<AcqResult>(html`<acq-result
      language="en"
      status="succeeded"
      paid-with="Card"
      paid-at="2026-05-01T10:00:00Z"
      reference="M-1001"
      redirect-url="https://shop.example.test/thanks"
      .amount=${{ value: '25.50', currency: 'EUR' }}
    ></acq-result>`);
    const rows = [...el.shadowRoot!.querySelectorAll('.receipt dt')].map((dt) => `${dt.textContent}=${dt.nextElementSibling!.textContent}`);
    expect(rows).to.deep.equal(['Total=€25.50', 'Payment method=Card', 'Date=May 1, 2026', 'Order reference=M-1001']);
    const next = el.shadowRoot!.querySelector('[part=continue-link]')!;
    expect(next.classList.contains('button')).to.equal(true);
    expect(next.textContent).to.equal('Return to the shop');
  });

  it('says everything in Arabic on an Arabic success screen', async () => {
    const el = await fixture<AcqResult>(html`<acq-result
      language="ar"
      status="succeeded"
      paid-with="بطاقة"
      paid-at="2026-05-01T10:00:00Z"
      reference="M-1001"
      .amount=${{ value: '25.50', currency: 'EUR' }}
    ></acq-result>`);
    await waitUntil(() => el.shadowRoot!.querySelector('h2')!.textContent !== 'Payment successful', 'the Arabic catalog never loaded');
    const text = el.shadowRoot!.textContent!.replace(/M-1001/g, '');
    expect(text).not.to.match(/[A-Za-z]{3,}/);
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
