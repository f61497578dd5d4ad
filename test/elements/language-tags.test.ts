/**
 * Issue #17 in Chromium: every tag of the shared table as the session's cashierLanguage.
 * The cashier shows the expected catalog, sets lang and dir, and formats the amount (pay
 * button and order summary) exactly as Intl.NumberFormat does for that tag.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import '../../src/elements/acq-result/acq-result.js';
import '../../src/elements/acq-subscription-summary/acq-subscription-summary.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { loadCatalog } from '../../src/core/i18n/catalog-loader.js';
import { translate } from '../../src/core/i18n/translator.js';
import { TAG_CASES } from '../core/i18n/language-tag-cases.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView, subscriptionView } from './fixtures.js';

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
  before(() => {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [] });
  });
  after(() => {
    if (languages) Object.defineProperty(navigator, 'languages', languages);
    else delete (navigator as { languages?: unknown }).languages;
  });

  it('covers at least 150 tags', () => {
    expect(TAG_CASES.length).to.be.at.least(150);
  });

  TAG_CASES.forEach(([tag, , catalog, nodeFormat, nodeLang, dir], i) => {
    const currency = CURRENCIES[i % CURRENCIES.length]!;
    // The table is Node's full ICU; Chromium ships no locale data for a few languages (mt,
    // nn): there the rule's fallback, the catalog, formats, and lang is the catalog's id.
    const hasData = Intl.NumberFormat.supportedLocalesOf(nodeFormat).length > 0;
    const format = hasData ? nodeFormat : catalog;
    const lang = hasData ? nodeLang : catalog;
    it(`${JSON.stringify(tag)} (${currency}): ${catalog} texts, lang ${lang}, ${dir}, amounts as Intl formats ${format}`, async () => {
      const el = await mount(tag, currency);
      await waitUntil(() => el.state.name === 'ready' && el.getAttribute('lang') === lang, `lang stayed ${el.getAttribute('lang')}`, {
        timeout: 3000,
      });
      await el.updateComplete;
      const amount = intlCurrency(format, currency)!;
      // The oracle: Intl.NumberFormat(tag) itself wherever Intl accepts the tag and has its data.
      const ownIntl = intlCurrency(tag, currency);
      if (ownIntl !== undefined && hasData) expect(amount).to.equal(ownIntl);

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

// The result's receipt and the subscription summary format money and dates with the tag too.
const REGIONAL: ReadonlyArray<[tag: string, currency: string]> = [
  ['es-MX', 'MXN'], ['de-CH', 'CHF'], ['de-AT', 'EUR'], ['ar-EG', 'EGP'], ['nb-NO', 'NOK'],
  ['ar-EG-u-nu-latn', 'EGP'], ['hi-IN-u-nu-deva', 'INR'], ['ja-JP-u-ca-japanese', 'JPY'],
  ['th-TH-u-ca-buddhist', 'THB'], ['he-IL-u-ca-hebrew', 'ILS'], ['en-GB', 'GBP'], ['fr-CA-x-quebec', 'CAD'],
];

describe('the result and subscription summary in the tag\'s region', () => {
  for (const [tag, currency] of REGIONAL) {
    const money = { value: AMOUNT, currency };
    const amount = intlCurrency(tag, currency)!;
    const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso));

    it(`acq-result in ${tag}: the receipt's amount and date`, async () => {
      const paidAt = '2026-05-01T10:00:00Z';
      const el = await fixture(html`<acq-result language=${tag} status="succeeded" .amount=${money} .paidAt=${paidAt}></acq-result>`);
      await waitUntil(() => el.getAttribute('lang') !== null && el.shadowRoot!.textContent!.includes(amount), `no ${amount}`, { timeout: 3000 });
      expect(el.shadowRoot!.textContent).to.contain(date(paidAt));
    });

    it(`acq-subscription-summary in ${tag}: total and schedule dates`, async () => {
      const view = subscriptionView({ amount: money });
      const el = await fixture(html`<acq-subscription-summary
        language=${tag}
        .subscription=${view.subscription}
        .amount=${money}
      ></acq-subscription-summary>`);
      await waitUntil(() => partText(el.shadowRoot, 'total') === amount, `total is ${partText(el.shadowRoot, 'total')}`, { timeout: 3000 });
      expect(el.shadowRoot!.textContent).to.contain(date(view.subscription!.firstChargeAt!));
      expect(el.shadowRoot!.textContent).to.contain(date(view.subscription!.endAt!));
    });
  }
});
