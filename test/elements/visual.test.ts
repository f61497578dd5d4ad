/**
 * Screenshot baselines of every cashier screen × theme (default, night, high-contrast) ×
 * language (en, ar) × viewport (1280×800, 390×844), compared with pixelmatch (the
 * `match-screenshot` command, screenshot-plugin.mjs), and axe-core on each. Deterministic:
 * fixed views and dates, animations off, Debian's fonts. Update the baselines with
 * `npm run test:screenshots:update` after a deliberate change, and look at the diff.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import '../../src/elements/acq-card-form/acq-card-form.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { CashierView } from '../../src/core/api/cashier.js';
import type { RedirectMode } from '../../src/core/redirect/redirect-mode.js';
import { saveResume } from '../../src/client/resume-store.js';
import { authorizePage } from '../../src/sandbox/pages/authorize-page.js';
import { SANDBOX_CSS } from '../../src/sandbox/pages/sandbox.css.js';
import { axeViolations } from './axe.js';
import { LANGUAGES, matchScreenshot, THEMES, VIEWPORTS } from './visual-matrix.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { changeView, coffeeOrderView, monthlyPlan, SANDBOX_METHODS as METHODS, snapshot, subscriptionView } from './fixtures.js';

const order = coffeeOrderView;
const final = (status: 'succeeded' | 'failed' | 'expired' | 'cancelled') =>
  order({ status: snapshot({ status, attempt: 1, ...(status === 'failed' ? { result: { code: 'A0037', messageKey: 'error.declined' } } : {}) }) });

/** Each cashier screen: the view the fake proxy serves (null: the view request fails) and the state it settles in. */
const SCREENS: Array<[string, CashierView | null, string]> = [
  ['order', order(), 'ready'],
  ['subscription', subscriptionView({ brand: { displayName: 'Bean & Burr' }, amount: monthlyPlan.amount, payMethods: METHODS, savedCards: [], subscription: { plan: { ...monthlyPlan, trial: undefined }, firstChargeAt: '2026-05-01T00:00:00Z', manageable: false } }), 'ready'],
  ['trial', subscriptionView({ brand: { displayName: 'Bean & Burr' }, payMethods: METHODS, savedCards: [] }), 'ready'],
  ['change', { ...changeView(), brand: { displayName: 'Bean & Burr' }, payMethods: METHODS, savedCards: [] }, 'ready'],
  ['succeeded', final('succeeded'), 'succeeded'],
  ['failed', final('failed'), 'failed'],
  ['expired', final('expired'), 'expired'],
  ['cancelled', final('cancelled'), 'cancelled'],
  ['error', null, 'error'],
];
/** Every nested Lit element rendered, in the wanted language, and two frames painted. */
async function settled(root: HTMLElement, lang: string): Promise<void> {
  const nested = (node: ParentNode): Array<HTMLElement & { updateComplete?: Promise<unknown> }> =>
    [...node.querySelectorAll<HTMLElement>('*')].flatMap((el) => [el, ...(el.shadowRoot ? nested(el.shadowRoot) : [])]);
  await waitUntil(
    () => nested(root.shadowRoot ?? root).filter((el) => el.localName.startsWith('acq-')).every((el) => el.getAttribute('lang') === lang),
    `not every part speaks ${lang}`,
    { timeout: 4000 },
  );
  for (const el of [root as HTMLElement & { updateComplete?: Promise<unknown> }, ...nested(root.shadowRoot ?? root)]) await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

function appearance(theme: (typeof THEMES)[number]): string {
  return theme === 'default' ? '' : JSON.stringify({ theme });
}

/** A cashier on the fake proxy, in a theme and language, that stays on its final screen. */
function mountCashier(proxy: FakeProxy, session: string, theme: (typeof THEMES)[number], lang: string, mode: RedirectMode = 'redirect'): Promise<AcqCashier> {
  return fixture<AcqCashier>(html`<acq-cashier
    session=${session}
    endpoint="/cashier"
    language=${lang}
    appearance=${appearance(theme)}
    redirect-mode=${mode}
    redirect-delay="-1"
    .fetchImpl=${proxy.fetch}
    .eventSourceFactory=${FakeEventSource.factory}
  ></acq-cashier>`);
}

for (const [width, height] of VIEWPORTS) {
  describe(`screens at ${width}×${height}`, () => {
    before(() => setViewport({ width, height }));
    for (const theme of THEMES) {
      for (const lang of LANGUAGES) {
        for (const [screen, view, state] of SCREENS) {
          it(`${screen}, ${theme}, ${lang}`, async () => {
            const served = view ?? order();
            const el = await mountCashier(new FakeProxy({ view: served }), view ? served.id : 'cs_missing', theme, lang);
            await waitUntil(() => el.state.name === state, `never ${state} (is ${el.state.name})`, { timeout: 4000 });
            await settled(el, lang);
            await matchScreenshot(`${screen}-${theme}-${lang}-${width}`, 'acq-cashier');
            expect(await axeViolations(el)).to.deep.equal([]);
          });
        }
        it(`frame mode, ${theme}, ${lang}`, async () => {
          const webUrl = `${location.origin}/test/elements/frame-fixture.html`;
          const view = order({ webUrlHosts: [location.host] });
          const proxy = new FakeProxy({ view, pay: () => snapshot({ status: 'action_required', attempt: 1, action: { webUrl } }) });
          const el = await mountCashier(proxy, view.id, theme, lang, 'frame');
          await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 4000 });
          await settled(el, lang);
          el.shadowRoot!.querySelector<HTMLButtonElement>('[part=pay-button]')!.click();
          await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the dialog never opened', { timeout: 4000 });
          const frame = el.shadowRoot!.querySelector('iframe')!;
          await waitUntil(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.body?.textContent?.includes('stand-in'), 'the page never loaded');
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          await matchScreenshot(`frame-${theme}-${lang}-${width}`, 'viewport');
          expect(await axeViolations(el)).to.deep.equal([]);
          el.shadowRoot!.querySelector('dialog')!.close();
        });
        // Back from the payment page unpaid: the methods with a neutral note, not an error.
        it(`back unpaid, ${theme}, ${lang}`, async () => {
          sessionStorage.clear();
          saveResume({ sessionId: 'cs_test_1', attempt: 1, endpoint: '/cashier', savedAt: Date.now() });
          const method = { payMethodType: 'EWALLET', payMethodName: 'EWALLET_SANDPAY' };
          const waiting = snapshot({ status: 'action_required', attempt: 1, action: { webUrl: 'https://pay.example.test/authorize/1', method } });
          const view = order({ status: waiting });
          const el = await mountCashier(new FakeProxy({ view, status: () => waiting }), view.id, theme, lang);
          await waitUntil(() => el.state.name === 'ready' && el.shadowRoot!.querySelector('[part=notice]'), 'never back to the methods', { timeout: 4000 });
          await settled(el, lang);
          await matchScreenshot(`returned-${theme}-${lang}-${width}`, 'acq-cashier');
          expect(await axeViolations(el)).to.deep.equal([]);
        });
        // "Cancel payment" tapped: its question in place of Pay and Cancel, focus on its way back.
        it(`cancel question, ${theme}, ${lang}`, async () => {
          const view = order();
          const el = await mountCashier(new FakeProxy({ view }), view.id, theme, lang);
          await waitUntil(() => el.state.name === 'ready', 'never ready', { timeout: 4000 });
          await settled(el, lang);
          el.shadowRoot!.querySelector<HTMLButtonElement>('[part=cancel-button]')!.click();
          await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'keep-button', 'never asked', { timeout: 4000 });
          await settled(el, lang);
          await matchScreenshot(`cancel-question-${theme}-${lang}-${width}`, 'acq-cashier');
          expect(await axeViolations(el)).to.deep.equal([]);
        });
        // The extra step: the sandbox's authorization page as its server writes it (its stylesheet inlined).
        if (theme === 'default') {
          it(`extra step, ${lang}`, async () => {
            const page = authorizePage(
              { merchantDisplayName: 'Bean & Burr', description: 'Single-origin coffee, 1 kg', amount: '24.90', currency: 'EUR', language: lang, cancelRedirectUrl: 'https://shop.example/back' },
              'https://acq.example/hosted/pay/t',
              'card 424242******3220',
            ).replace('<link rel="stylesheet" href="/hosted/sandbox.css">', `<style>${SANDBOX_CSS}</style>`);
            const frame = await fixture<HTMLIFrameElement>(html`<iframe title="extra step" srcdoc=${page} style="display: block; border: 0; inline-size: ${width}px; block-size: ${height}px"></iframe>`);
            await waitUntil(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.querySelector('button'), 'the page never loaded');
            expect(frame.contentDocument!.documentElement.dir).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            await matchScreenshot(`extra-step-${lang}-${width}`, 'iframe');
            expect(await axeViolations(frame.contentDocument!.body)).to.deep.equal([]);
          });
        }
        it(`card page, ${theme}, ${lang}`, async () => {
          const el = await fixture<HTMLElement>(
            html`<acq-card-form language=${lang} appearance=${appearance(theme)} amount="24.90" currency="EUR" brand-name="Bean & Burr"></acq-card-form>`,
          );
          await settled(el.parentElement!, lang);
          await matchScreenshot(`card-${theme}-${lang}-${width}`, 'acq-card-form');
          expect(await axeViolations(el)).to.deep.equal([]);
        });
      }
    }
  });
}
