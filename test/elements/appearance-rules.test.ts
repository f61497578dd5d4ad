/**
 * Appearance rules in a real browser: every rule (component and state) and every
 * property shows on the piece it styles (computed style), through custom properties on
 * the host and the rule block of the shared sheet (no inline <style>); a cashier without
 * rules keeps its exact look beside one with them; hostile rules change nothing.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import '../../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCardForm } from '../../src/elements/acq-card-form/acq-card-form.js';
import { RULE_NAMES, RULE_PROPERTY_NAMES, type RuleName, type RuleProperty } from '../../src/core/theme/rules.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { pierce } from './pierce.js';
import { orderView, snapshot } from './fixtures.js';

type Host = AcqCashier | AcqCardForm;

async function cashier(appearance?: string, failed = false): Promise<AcqCashier> {
  const view = failed ? orderView({ status: snapshot({ status: 'failed', result: { code: 'D0002', messageKey: 'error.declined' } }) }) : orderView();
  const proxy = new FakeProxy({ view });
  const el = await fixture<AcqCashier>(html`<acq-cashier session="cs_test_1" endpoint="/cashier" language="en" redirect-delay="-1"
    .appearance=${appearance} .fetchImpl=${proxy.fetch} .eventSourceFactory=${FakeEventSource.factory}></acq-cashier>`);
  const screen = failed ? 'failed' : 'ready';
  await waitUntil(() => el.state.name === screen, `never reached ${screen}`, { timeout: 3000 });
  await el.updateComplete;
  return el;
}

async function cardForm(appearance?: string): Promise<AcqCardForm> {
  const el = await fixture<AcqCardForm>(html`<acq-card-form language="en" action="/hosted/card/pay_1" amount="9.99" currency="EUR"
    appearance=${appearance ?? ''}></acq-card-form>`);
  await el.updateComplete;
  return el;
}

async function hover(node: HTMLElement): Promise<void> {
  const box = node.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

async function invalidate(el: AcqCardForm): Promise<void> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
  await el.updateComplete;
}

interface Probe {
  host: 'cashier' | 'card' | 'failed';
  /** The piece the rule styles, after bringing it to the rule's state. */
  target: (el: Host) => Promise<HTMLElement> | HTMLElement;
  property: RuleProperty;
  value: string;
  /** The computed property to read and what it must be. */
  read: keyof CSSStyleDeclaration;
  expected: string;
}

const tab = (el: Host, index = 0) => pierce(el, 'acq-pay-methods').shadowRoot!.querySelectorAll<HTMLElement>('label.method')[index]!;
const field = (el: Host, id = 'number') => pierce(el, `#${id}`);
const payButton = (el: Host) => pierce(el, '[part=pay-button]');

/** One probe per rule: a distinctive value and where it shows. */
const PROBES: Record<RuleName, Probe> = {
  Input: { host: 'card', target: (el) => field(el), property: 'background-color', value: '#fdf6e3', read: 'backgroundColor', expected: 'rgb(253, 246, 227)' },
  'Input:hover': {
    host: 'card',
    target: async (el) => (await hover(field(el, 'name')), field(el, 'name')),
    property: 'border-color', value: '#b58900', read: 'borderTopColor', expected: 'rgb(181, 137, 0)',
  },
  'Input:focus': {
    host: 'card',
    target: (el) => (field(el).focus(), field(el)),
    property: 'outline-color', value: '#d33682', read: 'outlineColor', expected: 'rgb(211, 54, 130)',
  },
  'Input--invalid': {
    host: 'card',
    target: async (el) => (await invalidate(el as AcqCardForm), field(el, 'cvc')),
    property: 'background-color', value: '#fff0f0', read: 'backgroundColor', expected: 'rgb(255, 240, 240)',
  },
  Label: { host: 'card', target: (el) => pierce(el, 'label[for=number]'), property: 'text-transform', value: 'uppercase', read: 'textTransform', expected: 'uppercase' },
  Tab: { host: 'cashier', target: (el) => tab(el, 1), property: 'padding', value: '10px 14px', read: 'padding', expected: '10px 14px' },
  'Tab:hover': {
    host: 'cashier',
    target: async (el) => (await hover(tab(el, 1)), tab(el, 1)),
    property: 'background-color', value: '#eee8d5', read: 'backgroundColor', expected: 'rgb(238, 232, 213)',
  },
  'Tab:focus': {
    host: 'cashier',
    target: async (el) => {
      tab(el, 0).querySelector('input')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      return tab(el, 1);
    },
    property: 'outline-width', value: '4px', read: 'outlineWidth', expected: '4px',
  },
  'Tab--selected': {
    host: 'cashier',
    target: async (el) => (tab(el, 1).querySelector('input')!.click(), await (el as AcqCashier).updateComplete, tab(el, 1)),
    property: 'box-shadow', value: '0 0 0 3px #268bd2', read: 'boxShadow', expected: 'rgb(38, 139, 210) 0px 0px 0px 3px',
  },
  Block: { host: 'cashier', target: (el) => pierce(el, 'acq-order-summary', '[part=summary]'), property: 'padding', value: '12px', read: 'padding', expected: '12px' },
  Error: { host: 'failed', target: (el) => pierce(el, 'acq-result', '.reason'), property: 'font-weight', value: '700', read: 'fontWeight', expected: '700' },
  Button: { host: 'cashier', target: payButton, property: 'letter-spacing', value: '2px', read: 'letterSpacing', expected: '2px' },
  'Button:hover': {
    host: 'cashier',
    target: async (el) => (await hover(payButton(el)), payButton(el)),
    property: 'background-color', value: '#073642', read: 'backgroundColor', expected: 'rgb(7, 54, 66)',
  },
  'Button:focus': {
    host: 'cashier',
    target: (el) => (payButton(el).focus(), payButton(el)),
    property: 'outline-offset', value: '6px', read: 'outlineOffset', expected: '6px',
  },
};

/** Every property on one piece (the pay button; the focus ring on the focused card number). */
const PROPERTY_VALUES: Record<RuleProperty, [value: string, read: keyof CSSStyleDeclaration, expected: string]> = {
  color: ['#002b36', 'color', 'rgb(0, 43, 54)'],
  'background-color': ['#859900', 'backgroundColor', 'rgb(133, 153, 0)'],
  'border-color': ['#cb4b16', 'borderTopColor', 'rgb(203, 75, 22)'],
  'border-width': ['3px', 'borderTopWidth', '3px'],
  'border-style': ['dashed', 'borderTopStyle', 'dashed'],
  'border-radius': ['13px', 'borderTopLeftRadius', '13px'],
  'box-shadow': ['0 2px 4px #00000040', 'boxShadow', 'rgba(0, 0, 0, 0.25) 0px 2px 4px 0px'],
  padding: ['7px 9px', 'padding', '7px 9px'],
  'font-size': ['19px', 'fontSize', '19px'],
  'font-weight': ['300', 'fontWeight', '300'],
  'line-height': ['31px', 'lineHeight', '31px'],
  'letter-spacing': ['1.5px', 'letterSpacing', '1.5px'],
  'text-transform': ['lowercase', 'textTransform', 'lowercase'],
  'text-decoration-line': ['underline', 'textDecorationLine', 'underline'],
  'outline-color': ['#6c71c4', 'outlineColor', 'rgb(108, 113, 196)'],
  'outline-width': ['5px', 'outlineWidth', '5px'],
  'outline-style': ['double', 'outlineStyle', 'double'],
  'outline-offset': ['3px', 'outlineOffset', '3px'],
};

async function mountFor(host: Probe['host'], appearance?: string): Promise<Host> {
  return host === 'card' ? cardForm(appearance) : cashier(appearance, host === 'failed');
}

/** Computed looks of every rule's piece on plain elements, before any rule exists on the page. */
let plain: Record<string, string> | undefined;

async function plainLooks(): Promise<Record<string, string>> {
  const looks: Record<string, string> = {};
  for (const rule of RULE_NAMES) {
    const probe = PROBES[rule];
    const node = await probe.target(await mountFor(probe.host));
    const style = getComputedStyle(node);
    for (const [, read] of Object.values(PROPERTY_VALUES)) looks[`${rule} ${String(read)}`] = String(style[read]);
    await sendMouse({ type: 'move', position: [0, 0] });
  }
  return looks;
}

describe('appearance rules', () => {
  before(async () => {
    plain = await plainLooks();
  });
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('has a probe for every rule and every property', () => {
    expect(Object.keys(PROBES).sort()).to.deep.equal([...RULE_NAMES].sort());
    expect(Object.keys(PROPERTY_VALUES).sort()).to.deep.equal([...RULE_PROPERTY_NAMES].sort());
  });

  for (const rule of RULE_NAMES) {
    it(`${rule} styles its piece`, async () => {
      const { host, target, property, value, read, expected } = PROBES[rule];
      const el = await mountFor(host, JSON.stringify({ rules: { [rule]: { [property]: value } } }));
      await waitUntil(async () => getComputedStyle(await target(el))[read] === expected, `${rule} ${property}`, { timeout: 3000 });
      expect(el.style.getPropertyValue(`--acq-rule-${rule.toLowerCase().replace(/:|--/g, '-')}-${property}`)).to.not.equal('');
      expect(document.querySelectorAll('style').length, 'no <style> injected').to.equal(0);
    });
  }

  for (const property of RULE_PROPERTY_NAMES) {
    it(`${property} reaches CSS`, async () => {
      const [value, read, expected] = PROPERTY_VALUES[property];
      const focus = property.startsWith('outline');
      const rule = focus ? 'Input:focus' : 'Button';
      const el = await mountFor(focus ? 'card' : 'cashier', JSON.stringify({ rules: { [rule]: { [property]: value } } }));
      const node = focus ? (field(el).focus(), field(el)) : payButton(el);
      await waitUntil(() => getComputedStyle(node)[read] === expected, `${property}: ${String(getComputedStyle(node)[read])}`, { timeout: 3000 });
    });
  }

  it('a new appearance without rules takes the rules away again', async () => {
    const el = await cashier(JSON.stringify({ rules: { Button: { 'letter-spacing': '3px' } } }));
    await waitUntil(() => getComputedStyle(payButton(el)).letterSpacing === '3px', 'rule applied', { timeout: 3000 });
    el.appearance = JSON.stringify({ theme: 'night' });
    await el.updateComplete;
    expect(getComputedStyle(payButton(el)).letterSpacing).to.equal('normal');
    expect([...el.style].filter((name) => name.startsWith('--acq-rule-'))).to.deep.equal([]);
  });

  it('hostile rules set nothing and change no style', async () => {
    const hostile = {
      rules: {
        Button: { 'background-color': 'red;}*{display:none', padding: 'url(https://evil.test/x)', 'background-image': 'url(x)' },
        'Input}*{color:red': { color: 'red' },
      },
    };
    const el = await cashier(JSON.stringify(hostile));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...el.style].filter((name) => name.startsWith('--acq-rule-'))).to.deep.equal([]);
    expect(getComputedStyle(payButton(el)).backgroundColor).to.equal(plain!['Button backgroundColor']);
  });

  // Last: by now the page's rule block holds every probed rule and property.
  it('elements without rules keep their exact look beside ones with rules', async () => {
    expect(await plainLooks()).to.deep.equal(plain);
  });
});
