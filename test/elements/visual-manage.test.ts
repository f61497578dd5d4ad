/**
 * Screenshot baselines of the subscription page's screens × theme (default, night,
 * high-contrast) × language (en, ar) × viewport (1280×800, 390×844), compared with
 * pixelmatch (screenshot-plugin.mjs), and axe-core on each, as visual.test.ts does for the
 * checkout. Update with `UPDATE_SCREENSHOTS=1 wtr test/elements/visual-manage.test.ts`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { AcqSubscriptionManage } from '../../src/elements/acq-subscription-manage/acq-subscription-manage.js';
import type { ManageView } from '../../src/core/api/manage-view.js';
import { axeViolations } from './axe.js';
import { LANGUAGES, matchScreenshot, THEMES, VIEWPORTS } from './visual-matrix.js';
import { cancelledView, FakeManageProxy, manageView, pastDueView } from './fake-manage-proxy.js';

/** Each screen: the view served, and the clicks that lead to it from the overview. */
const SCREENS: Array<[string, ManageView, string[]]> = [
  ['manage-active', manageView({ returnUrl: 'https://shop.example.test/account' }), []],
  ['manage-trial', manageView({ payments: [] }, { status: 'trialing', trialEndAt: '2026-05-15T10:00:00Z' }), []],
  ['manage-past-due', pastDueView(), []],
  ['manage-confirm', manageView(), ['cancel-button']],
  ['manage-cancelled', manageView(), ['cancel-button', 'confirm-cancel-button']],
  ['manage-plans', manageView(), ['change-plan-button']],
  ['manage-over', cancelledView(manageView()), []],
];
async function mount(view: ManageView, theme: string, lang: string): Promise<AcqSubscriptionManage> {
  const proxy = new FakeManageProxy({ view });
  const el = document.createElement('acq-subscription-manage');
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = null;
  for (const [name, value] of Object.entries({ session: view.id, endpoint: '/cashier', language: lang, appearance: theme === 'default' ? '' : JSON.stringify({ theme }) })) {
    el.setAttribute(name, value);
  }
  document.body.append(el);
  await waitUntil(() => el.view && el.getAttribute('lang') === lang, `never shown in ${lang}`, { timeout: 4000 });
  return el;
}

async function painted(el: AcqSubscriptionManage): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

for (const [width, height] of VIEWPORTS) {
  describe(`subscription page at ${width}×${height}`, () => {
    before(() => setViewport({ width, height }));
    afterEach(() => document.querySelector('acq-subscription-manage')?.remove());
    for (const theme of THEMES) {
      for (const lang of LANGUAGES) {
        for (const [screen, view, clicks] of SCREENS) {
          it(`${screen}, ${theme}, ${lang}`, async () => {
            const el = await mount(view, theme, lang);
            for (const part of clicks) {
              await waitUntil(() => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=${part}]:not(:disabled)`), `no ${part}`, { timeout: 3000 });
              el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~=${part}]`)!.click();
              await el.updateComplete;
            }
            if (screen === 'manage-cancelled') await waitUntil(() => el.view?.subscription.status === 'cancelled', 'never cancelled', { timeout: 3000 });
            // Focus moved to the new screen's heading: blur it, so that the shot has no focus ring.
            (el.shadowRoot!.activeElement as HTMLElement | null)?.blur();
            await painted(el);
            await matchScreenshot(`${screen}-${theme}-${lang}-${width}`, 'acq-subscription-manage');
            expect(await axeViolations(el)).to.deep.equal([]);
          });
        }
      }
    }
  });
}
