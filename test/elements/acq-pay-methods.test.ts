import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-pay-methods/acq-pay-methods.js';
import '../../src/elements/acq-saved-cards/acq-saved-cards.js';
import type { AcqPayMethods } from '../../src/elements/acq-pay-methods/acq-pay-methods.js';
import type { AcqSavedCards } from '../../src/elements/acq-saved-cards/acq-saved-cards.js';
import { orderView } from './fixtures.js';

const view = orderView();

function radios(el: HTMLElement): HTMLInputElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
}

describe('acq-pay-methods', () => {
  it('lists saved cards first, then the methods, as real radios', async () => {
    const el = await fixture<AcqPayMethods>(
      html`<acq-pay-methods language="en" .methods=${view.payMethods} .savedCards=${view.savedCards}></acq-pay-methods>`,
    );
    const labels = [...el.shadowRoot!.querySelectorAll('label.method')].map((l) => l.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).to.have.length(3);
    expect(labels[0]).to.contain('Visa ending in 4242');
    expect(labels[0]).to.contain('424242******4242');
    expect(labels[1]).to.contain('E-wallet');
    expect(labels[2]).to.contain('Credit card');
    expect(el.shadowRoot!.querySelector('legend')!.textContent).to.equal('Payment method');
    expect(el.shadowRoot!.querySelector('[role=button], div[tabindex]')).to.equal(null);
  });

  it('selects with the arrow keys and reports the choice', async () => {
    const el = await fixture<AcqPayMethods>(
      html`<acq-pay-methods language="en" .methods=${view.payMethods} .savedCards=${view.savedCards}></acq-pay-methods>`,
    );
    radios(el)[0]!.focus();
    await sendKeys({ press: 'Space' });
    expect(el.value?.tokenId).to.equal('tok_1');
    const changed = oneEvent(el, 'acq-method-change');
    await sendKeys({ press: 'ArrowDown' });
    const event = await changed;
    expect(event.detail).to.deep.equal({ payMethodType: 'EWALLET', payMethodName: 'SANDBOX_WALLET' });
    expect(radios(el)[1]!.checked).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('opens a floating details hint and closes it with Escape', async () => {
    const el = await fixture<AcqPayMethods>(html`<acq-pay-methods language="en" .methods=${view.payMethods}></acq-pay-methods>`);
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button.info')!;
    button.click();
    await el.updateComplete;
    const hint = el.shadowRoot!.querySelector<HTMLElement>('[part=hint]:not([hidden])')!;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(hint.textContent).to.contain('wallet');
    // Placed once @floating-ui/dom (a lazy chunk) has loaded.
    await waitUntil(() => /px$/.test(hint.style.top), 'the hint is never placed');
    button.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=hint]:not([hidden])')).to.equal(null);
  });

  it('says when there is nothing to pay with', async () => {
    const el = await fixture<AcqPayMethods>(html`<acq-pay-methods language="en"></acq-pay-methods>`);
    expect(el.shadowRoot!.textContent).to.contain('No payment method');
  });

  it('disables every option while paying', async () => {
    const el = await fixture<AcqPayMethods>(
      html`<acq-pay-methods disabled .methods=${view.payMethods} .savedCards=${view.savedCards}></acq-pay-methods>`,
    );
    expect(radios(el).every((r) => r.disabled)).to.equal(true);
  });
});

describe('acq-saved-cards', () => {
  it('renders masked cards as a radio group and reports the choice', async () => {
    const el = await fixture<AcqSavedCards>(html`<acq-saved-cards language="en" .cards=${view.savedCards}></acq-saved-cards>`);
    expect(el.shadowRoot!.querySelector('legend')!.textContent).to.equal('Saved cards');
    expect(el.shadowRoot!.querySelector('bdi[dir=ltr]')!.textContent).to.equal('424242******4242');
    expect(el.shadowRoot!.textContent).to.contain('Expires 12/30');
    const changed = oneEvent(el, 'acq-method-change');
    radios(el)[0]!.click();
    expect((await changed).detail.tokenId).to.equal('tok_1');
  });

  it('renders nothing without cards', async () => {
    const el = await fixture<AcqSavedCards>(html`<acq-saved-cards></acq-saved-cards>`);
    expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
  });
});
