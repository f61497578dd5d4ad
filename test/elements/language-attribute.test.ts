/**
 * Issue #28: a `language` attribute the cashierLanguage rule refuses ("english", "xx": well-formed,
 * registered nowhere) is ignored for the texts and told once in the console; a good one is not.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import { refusedTags } from '../../src/elements/acq-cashier/language-warning.js';
import { isCashierLanguage } from '../../src/core/i18n/language-tag.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { orderView } from './fixtures.js';

let warned: string[];
const originalWarn = console.warn;

beforeEach(() => {
  warned = [];
  console.warn = (...args: unknown[]) => void warned.push(String(args[0]));
});
afterEach(() => {
  console.warn = originalWarn;
  document.querySelectorAll('acq-cashier').forEach((el) => el.remove());
});

async function mount(language: string, sessionLanguage?: string): Promise<AcqCashier> {
  const view = orderView(sessionLanguage ? { language: sessionLanguage } : {});
  const proxy = new FakeProxy({ view });
  const el = document.createElement('acq-cashier');
  el.fetchImpl = proxy.fetch;
  el.eventSourceFactory = FakeEventSource.factory;
  el.setAttribute('language', language);
  el.setAttribute('endpoint', '/cashier');
  el.setAttribute('session', view.id);
  const ready = new Promise((resolve) => el.addEventListener('acq-ready', resolve, { once: true }));
  document.body.append(el);
  // acq-ready: the session code has loaded too (after the first screen), so the page is as busy as it gets before the warning.
  await ready;
  return el;
}

/** Long enough for the idle callback (after the element's, which was asked first), then the lazy rule. */
const settle = async () => {
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1500 }));
  await new Promise((resolve) => setTimeout(resolve, 300));
};

describe('the language attribute and the cashierLanguage rule', () => {
  it('the rule in Chromium: the examples of issue #28', () => {
    for (const tag of ['fil', 'yue-HK', 'es-419', 'zh-Hant-TW', 'sr-Latn-RS', 'gsw', 'nan', 'en-001']) expect(isCashierLanguage(tag), tag).to.equal(true);
    for (const tag of ['english', 'xx', 'en-AB', 'en-Abcd']) expect(isCashierLanguage(tag), tag).to.equal(false);
  });

  it('refusedTags reads a list as the cashier does (weights, POSIX forms)', () => {
    expect(refusedTags('de-CH, english;q=0.8, fr_FR.UTF-8, xx')).to.deep.equal(['english;q=0.8', 'xx']);
  });

  it('language="english": ignored (the session\'s German shows), one console warning naming it and the rule', async () => {
    const el = await mount('english', 'de');
    await settle();
    // On a busy machine the catalog and the warning's chunk can come after the settling time.
    await waitUntil(() => el.getAttribute('lang') === 'de' && warned.length > 0, 'German and a warning', { timeout: 5_000 });
    expect(warned).to.have.length(1);
    expect(warned[0]).to.contain('"english"');
    expect(warned[0]).to.contain('registered');
    expect(warned[0]).to.contain('A0047');
  });

  it('language="xx, fr": warns about xx only, and French shows', async () => {
    const el = await mount('xx, fr');
    await settle();
    await waitUntil(() => el.getAttribute('lang') === 'fr' && warned.length > 0, 'French and a warning', { timeout: 5_000 });
    expect(warned).to.have.length(1);
    expect(warned[0]).to.contain('"xx"');
    expect(warned[0]).to.not.contain('"fr"');
  });

  it('a good tag (zh-Hant-TW) warns about nothing', async () => {
    await mount('zh-Hant-TW');
    await settle();
    expect(warned).to.deep.equal([]);
  });
});
