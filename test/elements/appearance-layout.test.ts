/**
 * Layout options, the dark colour scheme and fonts in a real browser: floating labels and
 * condensed fields on the card form, the font size scale, border and focus ring widths on
 * the cashier, dark colours while the system prefers dark, and font stylesheets linked.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import '../../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCardForm } from '../../src/elements/acq-card-form/acq-card-form.js';
import { PRESETS } from '../../src/core/theme/presets.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

async function cashier(appearance: object): Promise<AcqCashier> {
  const proxy = new FakeProxy({ view: orderView() });
  const el = await fixture<AcqCashier>(html`<acq-cashier session="cs_test_1" endpoint="/cashier" language="en" redirect-delay="-1"
    .appearance=${JSON.stringify(appearance)} .fetchImpl=${proxy.fetch} .eventSourceFactory=${FakeEventSource.factory}></acq-cashier>`);
  await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 3000 });
  await el.updateComplete;
  return el;
}

async function cardForm(appearance: object): Promise<AcqCardForm> {
  const el = await fixture<AcqCardForm>(html`<acq-card-form language="en" action="/hosted/card/pay_1" amount="9.99" currency="EUR"
    appearance=${JSON.stringify(appearance)}></acq-card-form>`);
  await el.updateComplete;
  return el;
}

const inside = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const style = (node: Element) => getComputedStyle(node);
const payButton = (el: AcqCashier) => inside(el, '[part=pay-button]');

describe('appearance layout', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  it('labels above by default; floating: inside the empty field, up and smaller once focused', async () => {
    const plain = await cardForm({});
    expect(style(inside(plain, 'label[for=number]')).position).to.equal('static');
    const el = await cardForm({ layout: { labels: 'floating' } });
    const label = inside(el, 'label[for=name]');
    expect(style(label).position).to.equal('absolute');
    expect(style(label).fontSize).to.equal('16px');
    inside(el, '#name').focus();
    await sendKeys({ type: 'Ada' });
    inside(el, '#number').focus();
    // The label moves with a short transition.
    await waitUntil(() => style(label).fontSize === '12px', `filled: ${style(label).fontSize}`, { timeout: 2000 });
    await waitUntil(() => style(inside(el, 'label[for=number]')).fontSize === '12px', 'focused', { timeout: 2000 });
    expect(style(inside(el, 'label[for=expiry]')).fontSize).to.equal('16px');
  });

  it('inputs condensed halve the gaps between fields', async () => {
    const spaced = await cardForm({});
    expect(style(inside(spaced, 'form')).rowGap).to.equal('16px');
    const el = await cardForm({ layout: { inputs: 'condensed' } });
    expect(style(inside(el, 'form')).rowGap).to.equal('8px');
    expect(style(inside(el, '.row')).columnGap).to.equal('6px');
  });

  it('fontSizeScale scales the base font size', async () => {
    const el = await cashier({ variables: { fontSizeBase: '16px' }, layout: { fontSizeScale: 1.25 } });
    await waitUntil(() => style(el).fontSize === '20px', `font-size ${style(el).fontSize}`, { timeout: 3000 });
  });

  it('borderWidth reaches fields, payment methods and buttons', async () => {
    const el = await cashier({ layout: { borderWidth: '3px' } });
    const tile = inside(inside(el, 'acq-pay-methods'), 'label.method');
    await waitUntil(() => style(payButton(el)).borderTopWidth === '3px', 'button border', { timeout: 3000 });
    expect(style(tile).borderTopWidth).to.equal('3px');
    const form = await cardForm({ layout: { borderWidth: '3px' } });
    await waitUntil(() => style(inside(form, '#number')).borderTopWidth === '3px', 'input border', { timeout: 3000 });
  });

  it('focusRingWidth and focusRingOffset style the focus ring', async () => {
    const el = await cashier({ layout: { focusRingWidth: '4px', focusRingOffset: '5px' } });
    payButton(el).focus();
    await waitUntil(() => style(payButton(el)).outlineWidth === '4px', `outline ${style(payButton(el)).outlineWidth}`, { timeout: 3000 });
    expect(style(payButton(el)).outlineOffset).to.equal('5px');
  });

  it('colorScheme auto follows the system: dark colours while it prefers dark, light again after', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await cashier({ variables: { colorPrimary: '#8b0000' }, colorScheme: 'auto', darkVariables: { colorPrimary: '#ffb454' } });
    await waitUntil(() => style(payButton(el)).backgroundColor === 'rgb(255, 180, 84)', 'dark primary', { timeout: 3000 });
    expect(el.style.getPropertyValue('--acq-color-background')).to.equal(PRESETS.night.colorBackground);
    await emulateMedia({ colorScheme: 'light' });
    await waitUntil(() => style(payButton(el)).backgroundColor === 'rgb(139, 0, 0)', 'light primary', { timeout: 3000 });
    expect(el.style.getPropertyValue('--acq-color-background')).to.equal('#ffffff');
  });

  it('without colorScheme auto a dark system changes nothing', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await cashier({ rules: { Button: { 'font-weight': '700' } } });
    await waitUntil(() => style(payButton(el)).fontWeight === '700', 'rule applied', { timeout: 3000 });
    expect(el.style.getPropertyValue('--acq-color-background')).to.equal('#ffffff');
  });

  it('fonts: each allowed stylesheet is linked into the document once; refused ones are not', async () => {
    const href = 'https://fonts.googleapis.com/css2?family=Inter';
    const fonts = [{ cssSrc: href }, { cssSrc: 'https://evil.example/x.css' }];
    await cashier({ fonts, variables: { fontFamily: '"Inter", sans-serif' } });
    await cashier({ fonts });
    await waitUntil(() => document.querySelectorAll('link[rel=stylesheet]').length > 0, 'no link', { timeout: 3000 });
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
    expect(links.map((l) => l.href)).to.deep.equal([href]);
    expect(links[0]!.referrerPolicy).to.equal('no-referrer');
  });
});
