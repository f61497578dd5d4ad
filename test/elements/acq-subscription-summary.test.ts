import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/acq-subscription-summary/acq-subscription-summary.js';
import type { AcqSubscriptionSummary } from '../../src/elements/acq-subscription-summary/acq-subscription-summary.js';
import { changeView, settle, subscriptionView } from './fixtures.js';

describe('acq-subscription-summary', () => {
  it('renders price per period, trial, first charge, payments and end date', async () => {
    const view = subscriptionView();
    const el = await fixture<AcqSubscriptionSummary>(
      html`<acq-subscription-summary
        language="en"
        .subscription=${view.subscription}
        .amount=${view.amount}
      ></acq-subscription-summary>`,
    );
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Pro plan');
    expect(text).to.match(/€9\.99.*2 weeks/);
    expect(text).to.contain('Trial');
    expect(text).to.contain('First charge');
    expect(text).to.contain('May 8, 2026');
    expect(text).to.contain('Number of payments');
    expect(text).to.contain('12');
    expect(text).to.contain('Oct 23, 2026');
    expect(el.shadowRoot!.querySelector('[part=total]')!.textContent).to.contain('€0.00');
    expect(el.shadowRoot!.querySelectorAll('[part=plan]').length).to.equal(1);
  });

  it('says "until you cancel" without a number of periods', async () => {
    const view = subscriptionView();
    const plan = { ...view.subscription!.plan, numberOfPeriod: undefined, trial: undefined };
    const el = await fixture<AcqSubscriptionSummary>(
      html`<acq-subscription-summary
        language="en"
        .subscription=${{ ...view.subscription!, plan, endAt: undefined }}
      ></acq-subscription-summary>`,
    );
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('Until you cancel');
    expect(text).not.to.contain('Trial');
  });

  it('shows the current plan, the new plan and the credit of a plan change', async () => {
    const view = changeView();
    const el = await fixture<AcqSubscriptionSummary>(
      html`<acq-subscription-summary
        language="en"
        .subscription=${view.subscription}
        .change=${view.change}
        .amount=${view.amount}
      ></acq-subscription-summary>`,
    );
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Plan change');
    expect(text).to.contain('Current plan');
    expect(text).to.contain('Basic plan');
    expect(text).to.contain('New plan');
    expect(text).to.contain('Pro plan');
    expect(text).to.contain('Credit from your current plan');
    expect(text).to.contain('€3.20');
    expect(el.shadowRoot!.querySelectorAll('[part=plan]').length).to.equal(2);
  });

  it('a plan change with nothing left to credit has no credit line (no "−€0.00")', async () => {
    const view = changeView();
    const change = { ...view.change!, remainingAmount: { value: '0.00', currency: 'EUR' } };
    const el = await fixture<AcqSubscriptionSummary>(
      html`<acq-subscription-summary language="en" .subscription=${view.subscription} .change=${change} .amount=${view.amount}></acq-subscription-summary>`,
    );
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('New plan');
    expect(text).to.not.contain('Credit from your current plan');
    expect(text).to.not.contain('−€0.00');
  });

  it('keeps amounts and dates isolated in right-to-left text', async () => {
    const view = subscriptionView();
    const el = await fixture<AcqSubscriptionSummary>(
      html`<acq-subscription-summary language="he" .subscription=${view.subscription}></acq-subscription-summary>`,
    );
    await settle(el, 'he');
    expect(el.getAttribute('dir')).to.equal('rtl');
    expect(el.shadowRoot!.querySelectorAll('bdi').length).to.be.greaterThan(2);
  });
});
