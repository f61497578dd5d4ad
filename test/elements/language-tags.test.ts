/**
 * Issue #17 in Chromium: every tag of the shared table as the session's cashierLanguage.
 * The cashier shows the expected catalog, sets lang and dir, and formats the amount (pay
 * button and order summary) exactly as Intl.NumberFormat does for that tag.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { loadCatalog } from '../../src/core/i18n/catalog.js';
import { translate } from '../../src/core/i18n/translator.js';
import { TAG_CASES } from '../core/i18n/language-tag-cases.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

// Currencies with 0, 2 and 3 minor units, and the five countries the issue names.
const CURRENCIES = ['EUR', 'MXN', 'CHF', 'EGP', 'NOK', 'JPY', 'KWD', 'USD'];
const AMOUNT = '1234.5';

/** Intl's own answer for a tag, or undefined where Intl refuses the tag. */
function intlCurrency(tag: string, currency: string): string | undefined {
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(AMOUNT));
  } catch {
    return undefined;
  }
}

/** The cashier's shadow text of a part, without the bidi isolation elements. */
function partText(root: ShadowRoot | null | undefined, part: string): string {
  return root?.querySelector(`[part~=${part}]`)?.textContent?.trim() ?? '';
}

async function mount(language: string, currency: string): Promise<AcqCashier> {
  const view = orderView({ language, amount: { value: AMOUNT, currency } });
  const proxy = new FakeProxy({ view });
  return fixture<AcqCashier>(html`<acq-cashier
    session=${view.id}
    endpoint="/cashier"
    redirect-delay="-1"
    .fetchImpl=${proxy.fetch}
    .eventSourceFactory=${FakeEventSource.factory}
  ></acq-cashier>`);
}

describe('language tags in the cashier (the shared table)', () => {
  const languages = Object.getOwnPropertyDescriptor(navigator, 'languages');

  // The browser's own languages out of the way: each row is that tag alone.
  before(() => Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [] }));
  after(() => {
    if (languages) Object.defineProperty(navigator, 'languages', languages);
    else delete (navigator as { languages?: unknown }).languages;
  });

  it('covers at least 150 tags', () => {
    expect(TAG_CASES.length).to.be.at.least(150);
  });

  TAG_CASES.forEach(([tag, , catalog, format, lang, dir], i) => {
    const currency = CURRENCIES[i % CURRENCIES.length]!;
    it(`${JSON.stringify(tag)} (${currency}): ${catalog} texts, lang ${lang}, ${dir}, amounts as Intl formats ${format}`, async () => {
      const el = await mount(tag, currency);
      await waitUntil(() => el.state.name === 'ready' && el.getAttribute('lang') === lang, `lang stayed ${el.getAttribute('lang')}`, {
        timeout: 3000,
      });
      await el.updateComplete;
      const amount = intlCurrency(format, currency)!;
      // The oracle: Intl.NumberFormat(tag) itself wherever Intl accepts the tag.
      const ownIntl = intlCurrency(tag, currency);
      if (ownIntl !== undefined) expect(amount).to.equal(ownIntl);

      expect(el.getAttribute('lang')).to.equal(lang);
      expect(el.getAttribute('dir')).to.equal(dir);
      expect(partText(el.shadowRoot, 'pay-button')).to.equal(translate(await loadCatalog(catalog), 'pay.button', { amount }));

      const summary = el.shadowRoot!.querySelector('acq-order-summary')!;
      await summary.updateComplete;
      expect(summary.getAttribute('lang'), 'the summary shows the same language').to.equal(lang);
      expect(partText(summary.shadowRoot, 'total')).to.equal(amount);
      el.remove();
    });
  });
});
