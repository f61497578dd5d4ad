import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqCashier } from '../../src/elements/acq-cashier/acq-cashier.js';
import type { AcqResult } from '../../src/elements/acq-result/acq-result.js';
import { saveResume } from '../../src/client/resume-store.js';
import { FakeEventSource, FakeProxy } from './fake-proxy.js';
import { chooseMethod, mountCashier, untilState } from './mount-cashier.js';
import { captureNavigation, changeView, orderView, settle, snapshot, subscriptionView } from './fixtures.js';

const mount = mountCashier;

function shadow(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

function payButton(el: AcqCashier): HTMLButtonElement {
  return shadow(el).querySelector<HTMLButtonElement>('[part=pay-button]')!;
}

function result(el: AcqCashier): AcqResult {
  return shadow(el).querySelector('acq-result')!;
}

describe('acq-cashier', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    sessionStorage.clear();
  });

  it('loads the view, renders the summary and the methods, and reports acq-ready', async () => {
    const proxy = new FakeProxy({ view: orderView() });
    const el = document.createElement('acq-cashier');
    el.fetchImpl = proxy.fetch;
    el.setAttribute('session', 'cs_test_1');
    el.setAttribute('endpoint', '/cashier');
    el.setAttribute('language', 'en');
    const ready = oneEvent(el, 'acq-ready');
    document.body.append(el);
    const event = await ready;
    expect(event.detail.locale).to.equal('en');
    expect(event.detail.view).to.include({ id: 'cs_test_1', kind: 'order', payMethodCount: 2, savedCardCount: 1 });
    await untilState(el, 'ready');
    expect(shadow(el).querySelector('acq-order-summary')).to.exist;
    expect(shadow(el).querySelector('acq-pay-methods')).to.exist;
    expect(payButton(el).textContent!.trim()).to.equal('Pay €25.50');
    expect(shadow(el).querySelector('[part=display-name]')!.textContent).to.equal('Acme <b>Shop</b>');
    expect(shadow(el).querySelector('[part=display-name] b')).to.equal(null);
    expect(proxy.calls[0]).to.deep.include({ method: 'GET', path: '/cashier/sessions/cs_test_1' });
    el.remove();
  });

  it('reserves the logo and product image boxes and falls back to the name for a broken image', async () => {
    const view = orderView({
      brand: { displayName: 'Acme', logoUrl: 'https://127.0.0.1:1/none.png', productImageUrl: 'https://127.0.0.1:1/p.png' },
    });
    const { el } = await mount({ view });
    await untilState(el, 'ready');
    const logoBox = () => shadow(el).querySelector<HTMLElement>('[part=logo]')!.getBoundingClientRect();
    expect([logoBox().width, logoBox().height]).to.deep.equal([40, 40]);
    const product = shadow(el).querySelector<HTMLElement>('[part=product-image]')!;
    const box = product.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(1200 / 630, 0.02);
    await waitUntil(() => !shadow(el).querySelector('[part=product-image] img'), 'image never failed', { timeout: 3000 });
    expect(shadow(el).querySelector('[part=product-image]')!.textContent!.trim()).to.equal('Acme');
    await waitUntil(() => !shadow(el).querySelector('[part=logo] img'), 'logo never failed', { timeout: 3000 });
    expect([logoBox().width, logoBox().height]).to.deep.equal([40, 40]);
    expect(shadow(el).querySelector('[part=logo]')!.textContent!.trim()).to.equal('A');
  });

  it('shows no logo or product image whose URL core/brand refuses (credentials, http, spaces), and the one it accepts', async () => {
    const view = orderView({
      brand: { displayName: 'Acme', logoUrl: 'https://u:p@x/logo.png', productImageUrl: 'http://cdn.example.test/p.png' },
    });
    const { el } = await mount({ view });
    await untilState(el, 'ready');
    expect(shadow(el).querySelector('[part=logo]'), 'a logo URL with credentials').to.equal(null);
    expect(shadow(el).querySelector('[part=product-image]'), 'an http product image').to.equal(null);
    expect(shadow(el).querySelector('[part=display-name]')!.textContent).to.equal('Acme');
    el.remove();

    const fine = orderView({ brand: { displayName: 'Acme', logoUrl: 'https://cdn.example.test/logo.png', productImageUrl: 'https://cdn.example.test/p .png' } });
    const { el: other } = await mount({ view: fine });
    await untilState(other, 'ready');
    // Its box shows (the image itself soon gives way to the initial: the host does not exist).
    expect(shadow(other).querySelector('[part=logo]'), 'an accepted logo URL').to.not.equal(null);
    expect(shadow(other).querySelector('[part=product-image]'), 'a product image URL with a space').to.equal(null);
  });

  it('loads when the session is set after the element is in the page, and again for a new session', async () => {
    const proxy = new FakeProxy({ view: orderView() });
    const el = document.createElement('acq-cashier') as AcqCashier;
    el.fetchImpl = proxy.fetch;
    el.eventSourceFactory = FakeEventSource.factory;
    document.body.append(el);
    try {
      el.endpoint = '/cashier';
      el.session = orderView().id;
      await untilState(el, 'ready');
      expect(proxy.callsTo(`/sessions/${orderView().id}`, 'GET')).to.have.length(1);
      el.session = 'cs_other';
      await waitUntil(() => proxy.callsTo('/sessions/cs_other', 'GET').length === 1, 'the new session was never loaded');
    } finally {
      el.remove();
    }
  });

  it('makes one pay call for ten fast clicks', async () => {
    const { el, proxy } = await mount({ delay: 50 });
    await untilState(el, 'ready');
    await chooseMethod(el, 1);
    const button = payButton(el);
    for (let i = 0; i < 10; i++) button.click();
    await el.updateComplete;
    expect(button.disabled).to.equal(true);
    await untilState(el, 'confirming');
    expect(proxy.callsTo('/pay')).to.have.length(1);
    expect(proxy.callsTo('/pay')[0]!.body).to.deep.equal({ payMethodType: 'EWALLET', payMethodName: 'SANDBOX_WALLET', attempt: 1 });
  });

  it('dispatches a cancelable acq-redirect; preventDefault keeps the shopper here', async () => {
    const webUrl = 'https://pay.example.test/authorize/1';
    const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) });
    await untilState(el, 'ready');
    await chooseMethod(el, 1);
    const redirect = oneEvent(el, 'acq-redirect');
    el.addEventListener('acq-redirect', (e) => e.preventDefault(), { once: true });
    payButton(el).click();
    const event = await redirect;
    expect(event.cancelable).to.equal(true);
    expect(event.detail).to.deep.equal({ url: webUrl, mode: 'redirect' });
    await untilState(el, 'ready');
    expect(el.state.name === 'ready' && el.state.pendingAction?.webUrl).to.equal(webUrl);
  });

  it('redirect mode saves the resume record and navigates', async () => {
    const webUrl = 'https://pay.example.test/authorize/1';
    const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) });
    const visited = captureNavigation(el);
    await untilState(el, 'ready');
    await chooseMethod(el, 1);
    payButton(el).click();
    await waitUntil(() => visited.length === 1, 'never navigated');
    expect(visited[0]).to.equal(webUrl);
    const record = JSON.parse(sessionStorage.getItem('acq-cashier:resume:cs_test_1')!);
    expect(record).to.include({ sessionId: 'cs_test_1', attempt: 1, endpoint: '/cashier' });
    expect(shadow(el).querySelector('[part=waiting] a')!.getAttribute('href')).to.equal(webUrl);
  });

  it('refuses a webUrl off the allow-list and never dispatches acq-redirect', async () => {
    for (const webUrl of ['https://evil.example.test/phish', 'javascript:alert(1)', 'https://user:pw@pay.example.test/x']) {
      const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) });
      let redirected = false;
      el.addEventListener('acq-redirect', () => (redirected = true));
      const errored = oneEvent(el, 'acq-error');
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      expect((await errored).detail.error.code).to.equal('unsafe_redirect');
      expect(redirected).to.equal(false);
      await untilState(el, 'error');
      expect(shadow(result(el)).textContent).to.contain('refused for your safety');
    }
  });

  const outcomes: Array<[string, string, string]> = [
    ['succeeded', 'acq-success', 'Payment successful'],
    ['failed', 'acq-failure', 'Payment failed'],
    ['expired', 'acq-failure', 'Payment time is over'],
    ['cancelled', 'acq-cancel', 'Payment cancelled'],
  ];
  for (const [status, eventName, heading] of outcomes) {
    it(`shows the ${status} screen from the status stream, focused and announced`, async () => {
      const { el } = await mount();
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      await untilState(el, 'confirming');
      const stream = FakeEventSource.latest();
      expect(stream.url).to.equal('/cashier/sessions/cs_test_1/events');
      const outcome = oneEvent(el, eventName as 'acq-success');
      stream.emit(snapshot({ status: status as 'succeeded', attempt: 1, updatedAt: '2026-05-01T10:01:00Z' }));
      await outcome;
      await untilState(el, status);
      const res = result(el);
      await res.updateComplete;
      const h2 = shadow(res).querySelector('h2')!;
      expect(h2.textContent).to.equal(heading);
      await waitUntil(() => shadow(res).activeElement === h2, 'heading never focused');
      expect(shadow(el).querySelector('[role=status]')!.textContent).to.equal(heading);
      expect(stream.closed).to.equal(true);
    });
  }

  it('after a failure, "try another method" pays a new attempt', async () => {
    const { el, proxy } = await mount();
    await untilState(el, 'ready');
    await chooseMethod(el, 1);
    payButton(el).click();
    await untilState(el, 'confirming');
    FakeEventSource.latest().emit(snapshot({ status: 'failed', result: { code: 'D0002', messageKey: 'error.declined' } }));
    await untilState(el, 'failed');
    await result(el).updateComplete;
    expect(shadow(result(el)).textContent).to.contain('The payment was declined.');
    shadow(result(el)).querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
    await untilState(el, 'ready');
    expect(shadow(el).querySelector('[part=notice]')!.textContent).to.contain('declined');
    await chooseMethod(el, 0);
    payButton(el).click();
    await untilState(el, 'confirming');
    expect(proxy.callsTo('/pay').map((c) => (c.body as { attempt: number }).attempt)).to.deep.equal([1, 2]);
    expect((proxy.callsTo('/pay')[1]!.body as { tokenId?: string }).tokenId).to.equal('tok_1');
  });

  it('the session still expires after the shopper retries a failed payment', async () => {
    const { el } = await mount({ view: orderView({ expiresAt: new Date(Date.now() + 1_500).toISOString() }) });
    await untilState(el, 'ready');
    await chooseMethod(el, 1);
    payButton(el).click();
    await untilState(el, 'confirming');
    FakeEventSource.latest().emit(snapshot({ status: 'failed', result: { code: 'D0002', messageKey: 'error.declined' } }));
    await untilState(el, 'failed');
    await result(el).updateComplete;
    shadow(result(el)).querySelector<HTMLButtonElement>('[part=retry-button]')!.click();
    await untilState(el, 'ready');
    await untilState(el, 'expired');
  });

  it('offers the management page after a subscription succeeds', async () => {
    const { el, proxy } = await mount({ view: subscriptionView() });
    await untilState(el, 'ready');
    expect(payButton(el).textContent!.trim()).to.equal('Start free trial');
    expect(shadow(el).querySelector('[part=trial-then]')!.textContent).to.equal('Then €9.99 every 2 weeks from May 8, 2026');
    await chooseMethod(el, 1);
    payButton(el).click();
    await untilState(el, 'confirming');
    const sub = { ...subscriptionView().subscription!, manageable: true };
    FakeEventSource.latest().emit(snapshot({ status: 'succeeded', subscription: sub }));
    await untilState(el, 'succeeded');
    const visited = captureNavigation(el);
    await result(el).updateComplete;
    expect(shadow(result(el)).querySelector('h2')!.textContent).to.equal('Subscription active');
    shadow(result(el)).querySelector<HTMLButtonElement>('[part=manage-button]')!.click();
    await waitUntil(() => visited.length === 1);
    expect(visited[0]).to.equal('https://shop.example.test/manage?t=1');
    expect(proxy.callsTo('/manage', 'GET')).to.have.length(1);
  });

  it('shows a plan change and a refused change (A0048) as a localized message', async () => {
    const { el } = await mount({
      view: changeView(),
      pay: () => ({
        status: 409,
        body: { error: { code: 'A0048', messageKey: 'error.changeInPayment', message: 'A plan change is already in payment' } },
      }),
    });
    await untilState(el, 'ready');
    const summary = shadow(el).querySelector('acq-subscription-summary')!;
    await summary.updateComplete;
    expect(shadow(summary).textContent).to.contain('Credit from your current plan');
    await chooseMethod(el, 1);
    payButton(el).click();
    await untilState(el, 'error');
    await result(el).updateComplete;
    expect(shadow(result(el)).textContent).to.contain('A change to this subscription is already being paid.');
  });

  it('an order paid in another checkout session (another tab): said as paid, with no retry, and acq-error tells the shop', async () => {
    const { el } = await mount({
      pay: () => ({
        status: 409,
        body: { error: { code: 'paid_in_another_session', messageKey: 'result.succeeded.body', message: 'This order was already paid in another checkout session' } },
      }),
    });
    await untilState(el, 'ready');
    const failed = new Promise<CustomEvent>((resolve) => el.addEventListener('acq-error', (e) => resolve(e as CustomEvent), { once: true }));
    await chooseMethod(el, 1);
    payButton(el).click();
    await untilState(el, 'error');
    expect((await failed).detail.error.code).to.equal('paid_in_another_session');
    await result(el).updateComplete;
    const text = shadow(result(el)).textContent!;
    expect(text).to.contain('Payment successful');
    expect(text).to.contain('Thank you, your payment has been received.');
    expect(shadow(result(el)).querySelector('[part~=retry-button]')).to.equal(null);
  });

  it('resumes on the return page: confirming, asks the status, never pays again', async () => {
    saveResume({ sessionId: 'cs_test_1', attempt: 1, endpoint: '/cashier', savedAt: Date.now() });
    const webUrl = 'https://pay.example.test/authorize/1';
    const view = orderView({ status: snapshot({ status: 'action_required', action: { webUrl } }) });
    const { el, proxy } = await mount({ view, status: () => snapshot({ status: 'succeeded' }) });
    await untilState(el, 'succeeded');
    expect(proxy.callsTo('/status', 'GET').length).to.be.greaterThan(0);
    expect(proxy.callsTo('/pay')).to.have.length(0);
    expect(sessionStorage.getItem('acq-cashier:resume:cs_test_1')).to.equal(null);
  });

  describe('popup and frame modes', () => {
    const webUrl = 'https://pay.example.test/authorize/1';
    let realOpen: typeof window.open;
    beforeEach(() => {
      realOpen = window.open;
    });
    afterEach(() => {
      window.open = realOpen;
    });

    function fakePopup() {
      return { closed: false, location: { href: 'about:blank' }, close() { this.closed = true; }, focus() {} };
    }

    it('opens the popup inside the click, sends it to the webUrl and closes it on the result', async () => {
      const popup = fakePopup();
      const opened: string[] = [];
      window.open = ((url?: string) => {
        opened.push(String(url));
        return popup as unknown as Window;
      }) as typeof window.open;
      const { el } = await mount({ delay: 30, pay: () => snapshot({ status: 'action_required', action: { webUrl } }) }, { mode: 'popup' });
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      expect(opened).to.have.length(1);
      await waitUntil(() => el.state.name === 'redirecting' && el.state.mode === 'popup', 'popup never used');
      expect(popup.location.href).to.equal(webUrl);
      // The Pay button that had focus is gone: focus goes to "Show the payment window", not the page's top.
      await waitUntil(() => el.shadowRoot!.activeElement?.textContent?.trim() === 'Show the payment window', 'focus lost on the waiting screen', { timeout: 2000 });
      FakeEventSource.latest().emit(snapshot({ status: 'succeeded' }));
      await untilState(el, 'succeeded');
      expect(popup.closed).to.equal(true);
    });

    it('falls back to a full-page redirect when the popup is blocked', async () => {
      window.open = (() => null) as typeof window.open;
      const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) }, { mode: 'popup' });
      const visited = captureNavigation(el);
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      await waitUntil(() => visited.length === 1, 'never navigated');
      expect(visited[0]).to.equal(webUrl);
      expect(sessionStorage.getItem('acq-cashier:resume:cs_test_1')).to.not.equal(null);
    });

    it('frame mode shows the page in an in-page dialog; closing it returns to the methods', async () => {
      const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) }, { mode: 'frame' });
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      await waitUntil(() => shadow(el).querySelector('dialog[open]'), 'dialog never opened');
      const dialog = shadow(el).querySelector('dialog')!;
      expect(dialog.querySelector('iframe')!.getAttribute('src')).to.equal(webUrl);
      expect(dialog.querySelector('iframe')!.title).to.equal('Payment authorization');
      dialog.querySelector<HTMLButtonElement>('.text-button')!.click();
      await untilState(el, 'ready');
      expect(el.state.name === 'ready' && el.state.pendingAction?.webUrl).to.equal(webUrl);
      await waitUntil(() => shadow(el).activeElement === payButton(el), 'focus never came back to Pay');
    });

    it('frame mode: Escape closes the one modal dialog and focus returns to Pay', async () => {
      const { el } = await mount({ pay: () => snapshot({ status: 'action_required', action: { webUrl } }) }, { mode: 'frame' });
      await untilState(el, 'ready');
      payButton(el).click();
      await waitUntil(() => shadow(el).querySelector('dialog[open]'), 'dialog never opened');
      expect(shadow(el).querySelectorAll('dialog')).to.have.length(1);
      expect(shadow(el).querySelector('dialog')!.matches(':modal')).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await untilState(el, 'ready');
      expect(shadow(el).querySelector('dialog[open]')).to.equal(null);
      await waitUntil(() => shadow(el).activeElement === payButton(el), 'focus never came back to Pay');
    });
  });

  it('takes merchant string overrides', async () => {
    const { el } = await mount();
    el.strings = { 'pay.button': 'Buy now for {amount}' };
    await untilState(el, 'ready');
    expect(payButton(el).textContent!.trim()).to.equal('Buy now for €25.50');
  });

  it('leaves no stream or timer behind when disconnected', async () => {
    const live = new Map<number, number>();
    const realSet = window.setTimeout;
    const realClear = window.clearTimeout;
    window.setTimeout = ((fn: () => void, ms?: number) => {
      const id = realSet(() => {
        live.delete(id);
        fn();
      }, ms);
      live.set(id, ms ?? 0);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id: number) => {
      live.delete(id);
      realClear(id);
    }) as typeof window.clearTimeout;
    try {
      const { el } = await mount({ view: orderView({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() }) });
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      payButton(el).click();
      await untilState(el, 'confirming');
      const stream = FakeEventSource.latest();
      // The cashier's own timers are long (confirming timeout, session expiry); the test helpers' are 3 s.
      expect([...live.values()].filter((ms) => ms >= 10_000)).to.have.length(2);
      el.remove();
      expect(stream.closed).to.equal(true);
      expect([...live.values()].filter((ms) => ms >= 10_000)).to.deep.equal([]);
    } finally {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    }
  });

  it('sets lang and dir="rtl" for Arabic', async () => {
    const { el } = await mount({}, { language: 'ar' });
    await untilState(el, 'ready');
    await settle(el, 'ar');
    expect(el.getAttribute('dir')).to.equal('rtl');
  });

  it('switches language live from the shopper menu and reports acq-locale', async () => {
    const { el } = await mount();
    await untilState(el, 'ready');
    // The menu element is prefetched right after the first render.
    await customElements.whenDefined('acq-language-menu');
    await el.updateComplete;
    const menu = shadow(el).querySelector('acq-language-menu')!;
    await menu.updateComplete;
    expect(menu.querySelector('button'), 'the stand-in trigger is gone').to.equal(null);
    shadow(menu).querySelector<HTMLButtonElement>('[part=trigger]')!.click();
    await menu.updateComplete;
    const changed = oneEvent(el, 'acq-locale');
    shadow(menu).querySelector<HTMLButtonElement>('[role=menuitemradio][lang=de]')!.click();
    expect((await changed).detail).to.include({ locale: 'de', previous: 'en', dir: 'ltr' });
    await settle(el, 'de');
    expect(payButton(el).textContent).to.match(/25,50\s€/);
    // Back from the acquirer's page (a full-page redirect), the same session in this tab still speaks it.
    const session = el.session!;
    el.remove();
    try {
      const { el: back, proxy } = await mount();
      expect(back.session).to.equal(session);
      await untilState(back, 'ready');
      await settle(back, 'de');
      expect(payButton(back).textContent).to.match(/25,50\s€/);
      // And the acquirer's page is asked to speak it.
      payButton(back).click();
      await waitUntil(() => proxy.callsTo('/pay').length > 0, 'no pay call');
      expect((proxy.callsTo('/pay')[0]!.body as { language?: string }).language).to.equal('de');
    } finally {
      sessionStorage.removeItem(`acq-cashier:language:${session}`);
    }
  });

  it('applies the appearance as --acq-* on the host and re-themes live, keeping state', async () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const { el } = await mount();
      el.appearance = JSON.stringify({ variables: { colorPrimary: '#7a1fa2', borderRadius: '2px' } });
      await untilState(el, 'ready');
      await chooseMethod(el, 1);
      expect(el.style.getPropertyValue('--acq-color-primary')).to.equal('#7a1fa2');
      expect(getComputedStyle(payButton(el)).backgroundColor).to.equal('rgb(122, 31, 162)');
      expect(getComputedStyle(payButton(el)).borderTopLeftRadius).to.equal('2px');
      el.appearance = JSON.stringify({ variables: { colorPrimary: '#0a5c36', bogus: 'x', colorText: 'url(x)' } });
      await el.updateComplete;
      expect(getComputedStyle(payButton(el)).backgroundColor).to.equal('rgb(10, 92, 54)');
      expect(el.style.getPropertyValue('--acq-border-radius')).to.not.equal('2px');
      expect(el.state.name === 'ready' && el.state.method?.payMethodType).to.equal('EWALLET');
      // The warning's words are a lazy chunk: it comes just after the render.
      await waitUntil(() => warnings.length > 0, 'no warning');
      expect(warnings).to.have.length(1);
      expect(String((warnings[0] as unknown[])[0])).to.contain('bogus').and.contain('colorText');
    } finally {
      console.warn = warn;
    }
  });
});
