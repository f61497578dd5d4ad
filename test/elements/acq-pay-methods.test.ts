import { expect, fixture, html, oneEvent } from '@open-wc/testing';
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
    expect(labels[1]).to.equal('Sandbox Wallet E-wallet');
    expect(labels[2]).to.equal('Card VISA'); // the mark's own word
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

  it('folds credit and debit cards into one Card option with each scheme\'s mark', async () => {
    const methods = [
      { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA' },
      { payMethodType: 'CREDITCARD', payMethodName: 'CC_MASTERCARD' },
      { payMethodType: 'DEBITCARD', payMethodName: 'DC_VISA' },
      { payMethodType: 'APPLEPAY', payMethodName: 'APPLEPAY' },
    ];
    const el = await fixture<AcqPayMethods>(html`<acq-pay-methods language="en" .methods=${methods}></acq-pay-methods>`);
    expect(radios(el)).to.have.length(2);
    const card = el.shadowRoot!.querySelectorAll('label.method')[0]!;
    expect([...card.querySelectorAll('svg[role=img]')].map((m) => m.getAttribute('aria-label'))).to.deep.equal(['Visa', 'Mastercard']);
    const apple = el.shadowRoot!.querySelectorAll('label.method')[1]!;
    expect(apple.querySelector('svg')!.getAttribute('data-mark')).to.equal('applepay');
    expect(apple.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
  });

  it('opens the chosen option\'s details below it (accordion) and describes the radio with them', async () => {
    const el = await fixture<AcqPayMethods>(
      html`<acq-pay-methods language="en" .methods=${view.payMethods} .value=${view.payMethods[1]}></acq-pay-methods>`,
    );
    const details = el.shadowRoot!.querySelectorAll('[part=detail]');
    expect(details).to.have.length(1);
    expect(details[0]!.closest('.option')!.querySelector('input')!.checked).to.equal(true);
    expect(details[0]!.textContent).to.contain('card details');
    expect(radios(el)[1]!.getAttribute('aria-describedby')).to.equal(details[0]!.id);
    radios(el)[0]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part=detail]')!.textContent).to.contain('wallet');
  });

  it('lays the options out as tiles with the details below the row (tabs)', async () => {
    const el = await fixture<AcqPayMethods>(
      html`<acq-pay-methods language="en" layout="tabs" .methods=${view.payMethods} .value=${view.payMethods[0]}></acq-pay-methods>`,
    );
    const group = el.shadowRoot!.querySelector('.group.tabs')!;
    const tiles = [...group.querySelectorAll('label.method')].map((l) => l.getBoundingClientRect());
    expect(tiles[0]!.top).to.equal(tiles[1]!.top);
    const detail = el.shadowRoot!.querySelector('[part=detail]')!;
    expect(detail.closest('.option')).to.equal(null);
    expect(detail.getBoundingClientRect().top).to.be.greaterThan(tiles[0]!.bottom);
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
