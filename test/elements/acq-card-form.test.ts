import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCardForm } from '../../src/elements/acq-card-form/acq-card-form.js';
import { captureNavigation } from './fixtures.js';

function input(el: AcqCardForm, id: string): HTMLInputElement {
  return el.shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
}

async function type(el: AcqCardForm, id: string, text: string): Promise<void> {
  input(el, id).focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

function error(el: AcqCardForm, id: string): string | null {
  return el.shadowRoot!.querySelector(`#${id}-error`)?.textContent ?? null;
}

interface Posted {
  url: string;
  body: unknown;
}

function stubFetch(status: number, body: unknown, posted: Posted[]) {
  return async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

async function mount(status = 200, body: unknown = { redirectUrl: 'https://127.0.0.1:4010/return?ok=1' }) {
  const posted: Posted[] = [];
  const el = await fixture<AcqCardForm>(html`<acq-card-form
    language="en"
    action="/hosted/card/pay_1"
    amount="9.99"
    currency="EUR"
    brand-name="Acme"
    .fetchImpl=${stubFetch(status, body, posted)}
  ></acq-card-form>`);
  const visited = captureNavigation(el);
  return { el, posted, visited };
}

describe('acq-card-form', () => {
  it('has labelled inputs with autofill attributes', async () => {
    const { el } = await mount();
    const autocomplete = ['number', 'expiry', 'cvc', 'name'].map((id) => input(el, id).autocomplete);
    expect(autocomplete).to.deep.equal(['cc-number', 'cc-exp', 'cc-csc', 'cc-name']);
    expect(el.shadowRoot!.querySelector('label[for=number]')!.textContent).to.equal('Card number');
    expect(el.shadowRoot!.querySelector('[part=submit-button]')!.textContent!.trim()).to.equal('Pay €9.99');
  });

  it('groups the number and detects the brand', async () => {
    const { el } = await mount();
    await type(el, 'number', '378282246310005');
    expect(input(el, 'number').value).to.equal('3782 822463 10005');
    expect(el.shadowRoot!.textContent).to.contain('Card type: American Express');
    await type(el, 'expiry', '1230');
    expect(input(el, 'expiry').value).to.equal('12/30');
  });

  it('shows every accepted scheme\'s mark and highlights the detected one while typing', async () => {
    const { el } = await mount();
    const on = () => [...el.shadowRoot!.querySelectorAll('.brands .on svg')].map((m) => m.getAttribute('aria-label'));
    expect(on()).to.deep.equal(['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB']);
    await type(el, 'number', '5555');
    expect(on()).to.deep.equal(['Mastercard']);
    expect(el.shadowRoot!.querySelectorAll('.brands .off')).to.have.length(4);
  });

  it('hints each field with a placeholder: the grouped number, the local expiry pattern, the CVC length', async () => {
    const { el } = await mount();
    expect(input(el, 'number').placeholder).to.equal('1234 1234 1234 1234');
    expect(input(el, 'expiry').placeholder).to.equal('MM/YY');
    expect(input(el, 'cvc').placeholder).to.equal('•••');
    await type(el, 'number', '3782');
    expect(input(el, 'cvc').placeholder).to.equal('••••');
    const de = await fixture<AcqCardForm>(html`<acq-card-form language="de" amount="9.99" currency="EUR"></acq-card-form>`);
    await waitUntil(() => input(de, 'expiry').placeholder !== 'MM/YY', 'the German pattern never came');
    expect(input(de, 'expiry').placeholder).to.equal('MM/JJ');
  });

  it("a new subscription's trial starts the trial; anything else pays, €0.00 too (the cashier's words)", async () => {
    const label = async (attributes: string) => {
      const el = await fixture<AcqCardForm>(`<acq-card-form language="en" currency="EUR" ${attributes}></acq-card-form>`);
      return el.shadowRoot!.querySelector('[part=submit-button]')!.textContent!.trim();
    };
    expect(await label('amount="0.00" trial')).to.equal('Start free trial');
    expect(await label('amount="1.00" trial')).to.equal('Start trial for €1.00');
    // A plan change with nothing due: the pay screen said "Pay €0.00", so does this page.
    expect(await label('amount="0.00"')).to.equal('Pay €0.00');
  });

  it('shows localized inline errors and focuses the first invalid field', async () => {
    const { el, posted } = await mount();
    await type(el, 'number', '4242424242424241');
    await type(el, 'expiry', '0120');
    await type(el, 'cvc', '12');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
    await el.updateComplete;
    expect(error(el, 'number')).to.equal('The card number is not valid.');
    expect(error(el, 'expiry')).to.equal('This card has expired.');
    expect(error(el, 'cvc')).to.equal('The security code is incomplete.');
    expect(error(el, 'name')).to.equal('Enter the name on your card.');
    expect(input(el, 'number').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'number').getAttribute('aria-describedby')).to.contain('number-error');
    await waitUntil(() => el.shadowRoot!.activeElement === input(el, 'number'));
    expect(posted).to.have.length(0);
  });

  it('posts the card as JSON and follows the redirectUrl', async () => {
    const { el, posted, visited } = await mount();
    await type(el, 'number', '4242424242424242');
    await type(el, 'expiry', '1230');
    await type(el, 'cvc', '123');
    await type(el, 'name', 'Ada Lovelace');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
    await waitUntil(() => visited.length === 1);
    expect(posted).to.deep.equal([
      { url: '/hosted/card/pay_1', body: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' } },
    ]);
    expect(visited[0]).to.equal('https://127.0.0.1:4010/return?ok=1');
  });

  it('shows a 4xx answer on its field', async () => {
    const { el } = await mount(422, { error: { code: 'invalid_card', message: 'bad cvc', field: 'cvc' } });
    await type(el, 'number', '4242424242424242');
    await type(el, 'expiry', '1230');
    await type(el, 'cvc', '123');
    await type(el, 'name', 'Ada');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
    await waitUntil(() => error(el, 'cvc') !== null);
    expect(error(el, 'cvc')).to.equal('The security code is not valid.');
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.disabled).to.equal(false);
  });

  it('lays out right-to-left but keeps card data left-to-right', async () => {
    const el = await fixture<AcqCardForm>(html`<acq-card-form language="he" amount="5" currency="ILS"></acq-card-form>`);
    await waitUntil(() => el.getAttribute('dir') === 'rtl');
    expect(input(el, 'number').dir).to.equal('ltr');
    expect(getComputedStyle(input(el, 'number')).direction).to.equal('ltr');
  });
});
