/**
 * cashierAppearance on a mounted <acq-cashier>: every theme variable reaches the piece
 * that uses it (asserted on computed styles), a new appearance restyles at once and keeps
 * the shopper's state, and hostile values leave the default look with one warning.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import { VARIABLE_NAMES, type VariableName } from '../../src/core/theme/index.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { pierce } from './pierce.js';
import { orderView, snapshot } from './fixtures.js';

type Screen = 'ready' | 'failed' | 'succeeded';

const VIEWS: Record<Screen, () => CashierView> = {
  ready: () => orderView(),
  failed: () => orderView({ status: snapshot({ status: 'failed', result: { code: 'D0002', messageKey: 'error.declined' } }) }),
  succeeded: () => orderView({ status: snapshot({ status: 'succeeded' }) }),
};

async function mount(screen: Screen, appearance?: string): Promise<AcqCashier> {
  const proxy = new FakeProxy({ view: VIEWS[screen]() });
  const el = await fixture<AcqCashier>(html`<acq-cashier
    session="cs_test_1"
    endpoint="/cashier"
    language="en"
    redirect-delay="-1"
    .appearance=${appearance}
    .fetchImpl=${proxy.fetch}
    .eventSourceFactory=${FakeEventSource.factory}
  ></acq-cashier>`);
  await waitUntil(() => el.state.name === screen, `never reached ${screen} (is ${el.state.name})`, { timeout: 3000 });
  await el.updateComplete;
  return el;
}

const payButton = (el: AcqCashier) => pierce(el, '[part=pay-button]');
const method = (el: AcqCashier, index = 0) =>
  pierce(el, 'acq-pay-methods').shadowRoot!.querySelectorAll<HTMLElement>('label.method')[index]!;

interface Probe {
  screen: Screen;
  value: string;
  /** The piece that uses the variable and the computed property to read. */
  read: (el: AcqCashier) => string | Promise<string>;
  expected: string;
}

const style = (node: Element) => getComputedStyle(node);

/** One distinctive value per variable, and where it must show. */
const PROBES: Record<VariableName, Probe> = {
  colorPrimary: { screen: 'ready', value: '#7a1fa2', read: (el) => style(payButton(el)).backgroundColor, expected: 'rgb(122, 31, 162)' },
  colorPrimaryText: { screen: 'ready', value: '#fffbe6', read: (el) => style(payButton(el)).color, expected: 'rgb(255, 251, 230)' },
  colorBackground: { screen: 'ready', value: '#fdf6e3', read: (el) => style(el).backgroundColor, expected: 'rgb(253, 246, 227)' },
  colorSurface: { screen: 'ready', value: '#eee8d5', read: (el) => style(method(el)).backgroundColor, expected: 'rgb(238, 232, 213)' },
  colorText: { screen: 'ready', value: '#073642', read: (el) => style(el).color, expected: 'rgb(7, 54, 66)' },
  colorTextSecondary: {
    screen: 'ready',
    value: '#586e75',
    read: (el) => style(pierce(el, '[part=cancel-button]')).color,
    expected: 'rgb(88, 110, 117)',
  },
  colorDanger: {
    screen: 'failed',
    value: '#dc322f',
    read: (el) => style(pierce(el, 'acq-result', '.reason')).color,
    expected: 'rgb(220, 50, 47)',
  },
  colorSuccess: {
    screen: 'succeeded',
    value: '#2aa198',
    read: (el) => style(pierce(el, 'acq-result', '.icon')).color,
    expected: 'rgb(42, 161, 152)',
  },
  colorBorder: { screen: 'ready', value: '#93a1a1', read: (el) => style(method(el, 1)).borderTopColor, expected: 'rgb(147, 161, 161)' },
  fontFamily: { screen: 'ready', value: "Georgia, 'Times New Roman', serif", read: (el) => style(payButton(el)).fontFamily, expected: 'Georgia, "Times New Roman", serif' },
  fontSizeBase: { screen: 'ready', value: '1.25rem', read: (el) => style(el).fontSize, expected: '20px' },
  borderRadius: { screen: 'ready', value: '14px', read: (el) => style(method(el)).borderTopLeftRadius, expected: '14px' },
  // The container's padding is five spacing units.
  spacingUnit: { screen: 'ready', value: '6px', read: (el) => style(pierce(el, '[part=container]')).paddingTop, expected: '30px' },
  focusRingColor: {
    screen: 'ready',
    value: '#b58900',
    read: async (el) => {
      const radio = method(el).querySelector('input')!;
      radio.focus();
      await sendKeys({ press: 'ArrowDown' }); // a keyboard move: the radio group shows :focus-visible
      const focused = pierce(el, 'acq-pay-methods').shadowRoot!.activeElement!.closest('label')!;
      return `${style(focused).outlineStyle} ${style(focused).outlineColor}`;
    },
    expected: 'solid rgb(181, 137, 0)',
  },
};

const appearanceOf = (variables: Record<string, string>) => JSON.stringify({ variables });

describe('theme variables on <acq-cashier>', () => {
  let warnings: unknown[][];
  const realWarn = console.warn;
  beforeEach(() => {
    sessionStorage.clear();
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = realWarn;
  });

  it('has a probe for every variable of the vocabulary', () => {
    expect(Object.keys(PROBES).sort()).to.deep.equal([...VARIABLE_NAMES].sort());
  });

  for (const name of VARIABLE_NAMES) {
    it(`${name} styles the piece that uses it`, async () => {
      const probe = PROBES[name];
      const plain = await mount(probe.screen);
      const before = await probe.read(plain);
      expect(before, 'the default look differs from the probe value').not.to.equal(probe.expected);
      const themed = await mount(probe.screen, appearanceOf({ [name]: probe.value }));
      expect(await probe.read(themed)).to.equal(probe.expected);
    });
  }

  it('the host carries each variable as its --acq-* custom property', async () => {
    const variables = Object.fromEntries(VARIABLE_NAMES.map((n) => [n, PROBES[n].value]));
    const el = await mount('ready', appearanceOf(variables));
    expect(style(el).getPropertyValue('--acq-color-primary')).to.equal('#7a1fa2');
    expect(style(el).getPropertyValue('--acq-spacing-unit')).to.equal('6px');
    expect(style(el).getPropertyValue('--acq-font-family')).to.equal('Georgia, "Times New Roman", serif');
  });

  it('a preset named by "theme" applies (night)', async () => {
    const el = await mount('ready', JSON.stringify({ theme: 'night' }));
    expect(style(el).backgroundColor).to.equal('rgb(15, 20, 36)');
    expect(style(payButton(el)).backgroundColor).to.equal('rgb(122, 167, 255)');
  });

  it('re-themes a mounted cashier at once and keeps the chosen method', async () => {
    const el = await mount('ready', appearanceOf({ colorPrimary: '#7a1fa2' }));
    method(el, 2).querySelector('input')!.click();
    await el.updateComplete;
    const chosen = el.state.name === 'ready' ? el.state.method : null;
    expect(chosen).to.deep.equal({ payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA' });

    el.appearance = JSON.stringify({ theme: 'night', variables: { colorPrimary: '#ff6600', borderRadius: '0px' } });
    await el.updateComplete;
    expect(style(payButton(el)).backgroundColor).to.equal('rgb(255, 102, 0)');
    expect(style(el).backgroundColor).to.equal('rgb(15, 20, 36)');
    expect(style(method(el, 2)).borderTopLeftRadius).to.equal('0px');
    expect(el.state.name).to.equal('ready');
    expect(el.state.name === 'ready' && el.state.method).to.deep.equal(chosen);
    expect(method(el, 2).querySelector('input')!.checked).to.equal(true);
    expect(style(method(el, 2)).borderTopColor, 'the chosen option shows the new primary').to.equal('rgb(255, 102, 0)');

    el.appearance = undefined;
    await el.updateComplete;
    expect(style(payButton(el)).backgroundColor, 'removing the appearance gives the default back').to.equal('rgb(37, 87, 214)');
    expect(el.state.name === 'ready' && el.state.method).to.deep.equal(chosen);
  });

  it('hostile values change no computed style and give one warning naming them', async () => {
    const hostile: Record<VariableName, string> = {
      colorPrimary: 'red; background: url(https://evil.test/x)',
      colorPrimaryText: 'expression(alert(1))',
      colorBackground: '#fff}:host{background:red',
      colorSurface: 'url(javascript:alert(1))',
      colorText: '@import "https://evil.test/x.css"',
      colorTextSecondary: 'var(--evil)',
      colorDanger: '#zzzzzz',
      colorSuccess: 'rgb(0 0 0) /* */',
      colorBorder: '\\72 ed',
      fontFamily: 'Arial; } * { display: none',
      fontSizeBase: '400px',
      borderRadius: 'calc(1px + url(x))',
      spacingUnit: '4px;color:red',
      focusRingColor: '<script>alert(1)</script>',
    };
    const plain = await mount('ready');
    const defaults = await Promise.all(VARIABLE_NAMES.filter((n) => PROBES[n].screen === 'ready').map((n) => PROBES[n].read(plain)));
    plain.remove();
    warnings = [];

    const el = await mount('ready', appearanceOf(hostile));
    const now = await Promise.all(VARIABLE_NAMES.filter((n) => PROBES[n].screen === 'ready').map((n) => PROBES[n].read(el)));
    expect(now).to.deep.equal(defaults);
    // The warning's words are a lazy chunk: it comes just after the render.
    await waitUntil(() => warnings.length > 0, 'no warning');
    expect(warnings, 'exactly one console.warn').to.have.length(1);
    const message = String(warnings[0]![0]);
    for (const name of VARIABLE_NAMES) expect(message).to.contain(`variables.${name}`);

    el.requestUpdate();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings, 'no second warning for the same appearance').to.have.length(1);
  });

  it('hostile values on the final screens leave danger and success at their defaults', async () => {
    const failed = await mount('failed', appearanceOf({ colorDanger: 'red;}' }));
    expect(style(pierce(failed, 'acq-result', '.reason')).color).to.equal('rgb(196, 43, 28)');
    const succeeded = await mount('succeeded', appearanceOf({ colorSuccess: 'url(x)' }));
    expect(style(pierce(succeeded, 'acq-result', '.icon')).color).to.equal('rgb(26, 127, 55)');
  });

  it('invalid JSON gives the default theme and one warning', async () => {
    const el = await mount('ready', '{"variables": {"colorPrimary": "#7a1fa2"');
    expect(style(payButton(el)).backgroundColor).to.equal('rgb(37, 87, 214)');
    await waitUntil(() => warnings.length > 0, 'no warning');
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.contain('JSON');
  });
});
